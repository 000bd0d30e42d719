import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedCommit } from './debounced-commit';
import { applyFormat } from './format-actions';
import { renderMarkdown } from './render-markdown';

describe('markdown editor commit rules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should commit 1000 ms after the last change, once, with the latest text', () => {
    const commit = vi.fn();
    const c = new DebouncedCommit('', commit, 1000);
    c.change('a');
    vi.advanceTimersByTime(600);
    c.change('ab');
    vi.advanceTimersByTime(999);
    expect(commit).not.toHaveBeenCalled();
    expect(c.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('ab');
    expect(c.pending).toBe(false);
  });

  it('should commit at once when the user leaves (Escape, Tab, outside click) and not again when the timer would have fired', () => {
    const commit = vi.fn();
    const c = new DebouncedCommit('x', commit, 1000);
    c.change('xy');
    c.flush();
    expect(commit).toHaveBeenCalledWith('xy');
    vi.advanceTimersByTime(5000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('should not commit a value equal to the last committed one when typing returns to it', () => {
    const commit = vi.fn();
    const c = new DebouncedCommit('same', commit, 1000);
    c.change('samex');
    c.change('same');
    vi.advanceTimersByTime(2000);
    c.flush();
    expect(commit).not.toHaveBeenCalled();
  });

  it('should commit only on leaving when debounce is off', () => {
    const commit = vi.fn();
    const c = new DebouncedCommit('', commit, null);
    c.change('typed');
    vi.advanceTimersByTime(60_000);
    expect(commit).not.toHaveBeenCalled();
    c.flush();
    expect(commit).toHaveBeenCalledWith('typed');
  });

  it('should never drop typed text when the editor goes away before the timer fires', () => {
    const commit = vi.fn();
    const c = new DebouncedCommit('', commit, 1000);
    c.change('last words');
    c.dispose();
    expect(commit).toHaveBeenCalledWith('last words');
  });

  it('should drop nothing pending after a reset to a value from outside', () => {
    const commit = vi.fn();
    const c = new DebouncedCommit('mine', commit, 1000);
    c.change('mine2');
    c.reset('theirs');
    vi.advanceTimersByTime(2000);
    expect(commit).not.toHaveBeenCalled();
    expect(c.pending).toBe(false);
  });
});

describe('markdown rendering', () => {
  it('should never render a script tag: raw HTML is shown as text', () => {
    const html = renderMarkdown('Before <script>alert(1)</script> after <img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<b>x</b>', 'java&#x73;cript:alert(1)'])(
    'should never render a link to %s', (url) => {
      const html = renderMarkdown(`[click](${url}) and <${url}>`);
      expect(html).not.toMatch(/href="\s*(javascript|vbscript|data)/i);
      expect(html.toLowerCase()).not.toContain('href="javascript');
    });

  it('should render the usual note formatting and safe links', () => {
    const html = renderMarkdown('### Findings\n\n**Heart** _ok_\n\n- one\n- two\n\n[lab](https://lab.example/r/1)');
    expect(html).toContain('<h3>Findings</h3>');
    expect(html).toContain('<strong>Heart</strong>');
    expect(html).toContain('<em>ok</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('href="https://lab.example/r/1"');
  });

  it('should render nothing for an empty note', () => {
    expect(renderMarkdown('  \n ')).toBe('');
  });
});

describe('markdown toolbar', () => {
  it('should wrap the selection in bold and unwrap it when pressed again', () => {
    const once = applyFormat('bold', { text: 'a word here', selectionStart: 2, selectionEnd: 6 });
    expect(once.text).toBe('a **word** here');
    expect(once.text.slice(once.selectionStart, once.selectionEnd)).toBe('word');
    const twice = applyFormat('bold', once);
    expect(twice.text).toBe('a word here');
  });

  it('should turn every selected line into a list item', () => {
    const r = applyFormat('list', { text: 'intro\none\ntwo', selectionStart: 7, selectionEnd: 12 });
    expect(r.text).toBe('intro\n- one\n- two');
  });

  it('should make the caret line a heading', () => {
    expect(applyFormat('heading', { text: 'Plan', selectionStart: 2, selectionEnd: 2 }).text).toBe('### Plan');
  });

  it('should italicise an empty selection as a pair of markers with the caret between', () => {
    const r = applyFormat('italic', { text: 'ab', selectionStart: 1, selectionEnd: 1 });
    expect(r.text).toBe('a__b');
    expect(r.selectionStart).toBe(2);
  });
});
