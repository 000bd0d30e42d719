import { describe, expect, it } from 'vitest';
import { DOCUMENT_PLACEHOLDERS, renderDocumentBlocks, renderDocumentHtml, unknownPlaceholders } from './render';
import { documentValues } from './values';
import { DOCUMENT_BUILT_IN_KEYS, DOCUMENT_BUILT_IN_LANGUAGES, documentBuiltIn } from './built-ins';
import { LANGUAGES } from '../languages';

describe('renderDocumentHtml', () => {
  it('escapes placeholder values: a client named <script> stays text', () => {
    const html = renderDocumentHtml('Owner: {{client.full_name}}', { 'client.full_name': '<script>alert("x")</script> & Co' });
    expect(html).toBe('<p>Owner: &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</p>');
    expect(html).not.toContain('<script>');
  });

  it('escapes the template text itself, so raw HTML in a body is shown, not run', () => {
    expect(renderDocumentHtml('<img src=x onerror=alert(1)>', {})).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });

  it('never interprets markup or placeholders inside a value', () => {
    const html = renderDocumentHtml('Hi **{{pet.nickname}}**', { 'pet.nickname': '**{{client.email}}**' });
    expect(html).toBe('<p>Hi <strong>**{{client.email}}**</strong></p>');
  });

  it('renders a missing value as empty, never "undefined" or "null"', () => {
    const html = renderDocumentHtml('Chip: [{{pet.microchip}}] Breed: [{{pet.breed}}]', { 'pet.breed': null });
    expect(html).toBe('<p>Chip: [] Breed: []</p>');
  });

  it('allows spaces inside the braces', () => {
    expect(renderDocumentHtml('{{ pet.nickname }}', { 'pet.nickname': 'Rex' })).toBe('<p>Rex</p>');
  });

  it('renders headings, paragraphs with line breaks, lists and bold', () => {
    const html = renderDocumentHtml('# Title\n\nLine one\nline **two**\n\n- a\n- b\n\n## Sub', {});
    expect(html).toBe('<h1>Title</h1>\n<p>Line one<br>line <strong>two</strong></p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<h2>Sub</h2>');
  });

  it('gives the PDF the same blocks, with values as plain text', () => {
    expect(renderDocumentBlocks('# {{pet.nickname}}', { 'pet.nickname': '<b>' })).toEqual([{ kind: 'h1', runs: [{ text: '<b>', bold: false }] }]);
  });
});

describe('unknownPlaceholders', () => {
  it('lists each unknown name once, in order', () => {
    expect(unknownPlaceholders('{{pet.nickname}} {{pet.colour}} {{owner}} {{pet.colour}}')).toEqual(['pet.colour', 'owner']);
  });
  it('accepts every catalogued name', () => {
    expect(unknownPlaceholders(DOCUMENT_PLACEHOLDERS.map((p) => `{{${p}}}`).join(' '))).toEqual([]);
  });
});

describe('documentValues', () => {
  const clinic = { name: 'Vets', address: null, phone: '1', email: null, timezone: 'Europe/Bucharest', dateFormat: 'DD.MM.YYYY', timeFormat: 'HH:mm', language: 'ro' };
  it('writes dates in the clinic timezone and format', () => {
    const v = documentValues({ clinic, now: new Date('2026-03-01T22:30:00Z'), appointment: { startsAt: '2026-03-01T22:30:00Z', services: ['Spay', 'Chip'], vet: 'Dr A' } });
    expect(v.today).toBe('02.03.2026');
    expect(v['appointment.start']).toBe('02.03.2026 00:30');
    expect(v['appointment.service']).toBe('Spay, Chip');
    expect(v['vet.full_name']).toBe('Dr A');
  });
  it('formats a birthday as a calendar date whatever the zone', () => {
    const v = documentValues({ clinic: { ...clinic, timezone: 'Pacific/Kiritimati' }, now: new Date(), pet: { nickname: 'R', species: null, breed: null, gender: null, birthday: '2020-01-05', microchip: null, color: null } });
    expect(v['pet.birthday']).toBe('05.01.2020');
  });
  it('leaves what is not there empty', () => {
    const html = renderDocumentHtml('{{client.full_name}}|{{record.date}}|{{pet.nickname}}', documentValues({ clinic, now: new Date() }));
    expect(html).toBe('<p>||</p>');
  });
});

describe('built-ins', () => {
  it('use only catalogued placeholders in every language', () => {
    for (const lang of LANGUAGES) for (const key of DOCUMENT_BUILT_IN_KEYS) expect(unknownPlaceholders(documentBuiltIn(key, lang).body)).toEqual([]);
  });
  it('are written in all 14 languages, each copy in its own language; an unknown language gets English', () => {
    expect([...DOCUMENT_BUILT_IN_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(documentBuiltIn('euthanasia_consent', 'ro').name).toBe('Consimțământ pentru eutanasie');
    for (const lang of LANGUAGES) {
      const names = DOCUMENT_BUILT_IN_KEYS.map((k) => documentBuiltIn(k, lang));
      expect(names.every((t) => t.language === lang)).toBe(true);
      if (lang !== 'en') expect(names.map((t) => t.name)).not.toEqual(DOCUMENT_BUILT_IN_KEYS.map((k) => documentBuiltIn(k, 'en').name));
    }
    expect(documentBuiltIn('discharge_instructions', 'xx').language).toBe('en');
  });
});
