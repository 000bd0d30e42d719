/*
 * Document templates (issue #19): a small Markdown subset with {{placeholders}}, rendered to HTML (and to
 * blocks the API turns into a PDF). Safe by construction: the template text and every placeholder value are
 * HTML-escaped; the only markup produced is the fixed set of tags below, so no sanitiser is needed.
 *
 * Syntax: `# ` and `## ` headings, paragraphs separated by a blank line (single line breaks kept), `- ` list
 * items, **bold**, and {{group.name}} placeholders (spaces inside the braces allowed).
 */

/** Every placeholder a template may use, in the order the editor's picker shows them. */
export const DOCUMENT_PLACEHOLDERS = [
  'clinic.name', 'clinic.address', 'clinic.phone', 'clinic.email',
  'client.full_name', 'client.first_name', 'client.last_name', 'client.email', 'client.phone', 'client.address',
  'pet.nickname', 'pet.species', 'pet.breed', 'pet.gender', 'pet.birthday', 'pet.microchip', 'pet.color',
  'appointment.start', 'appointment.date', 'appointment.time', 'appointment.service', 'appointment.vet',
  'record.title', 'record.date', 'record.vet', 'record.client_summary',
  'vet.full_name',
  'today',
] as const;
export type DocumentPlaceholder = (typeof DOCUMENT_PLACEHOLDERS)[number];
export type DocumentValues = Partial<Record<DocumentPlaceholder, string | null | undefined>>;

const KNOWN = new Set<string>(DOCUMENT_PLACEHOLDERS);
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a body uses that are not in the catalogue, each once, in order of appearance. */
export function unknownPlaceholders(body: string): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(PLACEHOLDER)) {
    const name = m[1];
    if (!KNOWN.has(name) && !out.includes(name)) out.push(name);
  }
  return out;
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c] as string));
}

/** A run of text in one style; `text` is plain (not escaped). */
export interface DocumentRun { text: string; bold: boolean }
export interface DocumentBlock { kind: 'h1' | 'h2' | 'p' | 'li'; runs: DocumentRun[] }

const valueOf = (values: DocumentValues, name: string): string => {
  const v = (values as Record<string, string | null | undefined>)[name];
  return v === null || v === undefined ? '' : String(v);
};

/**
 * Splits one line of template text into runs: `**` toggles bold in the template's own text only; a
 * placeholder's value is inserted as text (a value containing `**` or `{{…}}` is never interpreted).
 */
function inlineRuns(line: string, values: DocumentValues, bold: { on: boolean }): DocumentRun[] {
  const runs: DocumentRun[] = [];
  const push = (text: string) => {
    if (!text) return;
    const last = runs[runs.length - 1];
    if (last && last.bold === bold.on) last.text += text;
    else runs.push({ text, bold: bold.on });
  };
  let i = 0;
  for (const m of line.matchAll(PLACEHOLDER)) {
    const literal = line.slice(i, m.index);
    literal.split('**').forEach((part, k) => { if (k > 0) bold.on = !bold.on; push(part); });
    push(valueOf(values, m[1]));
    i = (m.index ?? 0) + m[0].length;
  }
  line.slice(i).split('**').forEach((part, k) => { if (k > 0) bold.on = !bold.on; push(part); });
  return runs;
}

/** Parses and fills a body into blocks (for the PDF); unknown placeholders render as empty. */
export function renderDocumentBlocks(body: string, values: DocumentValues): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length === 0) return;
    const bold = { on: false };
    const runs: DocumentRun[] = [];
    para.forEach((line, k) => {
      if (k > 0) runs.push({ text: '\n', bold: bold.on });
      runs.push(...inlineRuns(line, values, bold));
    });
    blocks.push({ kind: 'p', runs });
    para = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,2})\s+(.*)$/.exec(line);
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (!line.trim()) { flush(); continue; }
    if (heading) { flush(); blocks.push({ kind: heading[1].length === 1 ? 'h1' : 'h2', runs: inlineRuns(heading[2], values, { on: false }) }); continue; }
    if (item) { flush(); blocks.push({ kind: 'li', runs: inlineRuns(item[1], values, { on: false }) }); continue; }
    para.push(line.trim());
  }
  flush();
  return blocks;
}

const runsHtml = (runs: DocumentRun[]) => runs.map((r) => {
  const text = escapeHtml(r.text).replace(/\n/g, '<br>');
  return r.bold ? `<strong>${text}</strong>` : text;
}).join('');

/** The filled document as an HTML fragment; every template character and value is escaped. */
export function renderDocumentHtml(body: string, values: DocumentValues): string {
  const out: string[] = [];
  let inList = false;
  for (const b of renderDocumentBlocks(body, values)) {
    if (b.kind === 'li' && !inList) { out.push('<ul>'); inList = true; }
    if (b.kind !== 'li' && inList) { out.push('</ul>'); inList = false; }
    out.push(`<${b.kind}>${runsHtml(b.runs)}</${b.kind}>`);
  }
  if (inList) out.push('</ul>');
  return out.join('\n');
}
