import { describe, expect, it } from 'vitest';
import { inlineRuns, markdownBlocks } from './pdf';

describe('record PDF markdown', () => {
  it('splits markdown into headings, bullets, numbered items, paragraphs and gaps', () => {
    expect(markdownBlocks('# Findings\n- one\n* [x] done\n\n2) second\nPlain <b>html</b> text')).toEqual([
      { kind: 'heading', text: 'Findings' },
      { kind: 'bullet', text: 'one' },
      { kind: 'bullet', text: '☑ done' },
      { kind: 'gap', text: '' },
      { kind: 'number', text: 'second', marker: '2.' },
      { kind: 'para', text: 'Plain <b>html</b> text' },
    ]);
  });

  it('styles bold and italic runs and prints links with their address', () => {
    expect(inlineRuns('Give **twice** a day, *with food* — see [leaflet](https://x.test/a)')).toEqual([
      { text: 'Give ', style: 'regular' },
      { text: 'twice', style: 'bold' },
      { text: ' a day, ', style: 'regular' },
      { text: 'with food', style: 'italic' },
      { text: ' — see leaflet (https://x.test/a)', style: 'regular' },
    ]);
  });
});
