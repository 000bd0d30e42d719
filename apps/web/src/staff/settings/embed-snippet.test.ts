import { describe, expect, it } from 'vitest';
import { WIDGET_HEIGHT_MESSAGE, embedSnippet } from './embed-snippet';

const ORIGIN = 'https://book.vetclinic.test';

/** Runs the snippet's script as a host page would, with a frame and a window we can observe. */
function host(snippet: string) {
  const script = /<script>([\s\S]*)<\/script>/.exec(snippet)![1];
  const frame = { contentWindow: {}, style: { height: '640px' } };
  const id = /<iframe id="([^"]+)"/.exec(snippet)![1];
  let listener: ((e: { origin: string; source: unknown; data: unknown }) => void) | undefined;
  const window = { addEventListener: (type: string, fn: typeof listener) => { if (type === 'message') listener = fn; } };
  const document = { getElementById: (wanted: string) => (wanted === id ? frame : null) };
  new Function('window', 'document', script)(window, document);
  return { frame, post: (origin: string, source: unknown, data: unknown) => listener!({ origin, source, data }) };
}

describe('embedSnippet', () => {
  it('should frame the widget page of the clinic and escape the title', () => {
    const snippet = embedSnippet({ origin: ORIGIN, slug: 'happy-paws', title: 'Book "now" <here>' });
    expect(snippet).toContain(`src="${ORIGIN}/book/happy-paws?widget=1"`);
    expect(snippet).toContain('title="Book &quot;now&quot; &lt;here&gt;"');
  });

  it('should take the height the booking page posts from its own frame and origin only', () => {
    const { frame, post } = host(embedSnippet({ origin: ORIGIN, slug: 'happy-paws', title: 'Book' }));
    post('https://evil.test', frame.contentWindow, { type: WIDGET_HEIGHT_MESSAGE, height: 10 });
    post(ORIGIN, {}, { type: WIDGET_HEIGHT_MESSAGE, height: 10 });
    post(ORIGIN, frame.contentWindow, { type: 'other', height: 10 });
    post(ORIGIN, frame.contentWindow, { type: WIDGET_HEIGHT_MESSAGE, height: 'x' });
    post(ORIGIN, frame.contentWindow, { type: WIDGET_HEIGHT_MESSAGE, height: 1e9 });
    expect(frame.style.height).toBe('640px');
    post(ORIGIN, frame.contentWindow, { type: WIDGET_HEIGHT_MESSAGE, height: 812.4 });
    expect(frame.style.height).toBe('813px');
  });
});
