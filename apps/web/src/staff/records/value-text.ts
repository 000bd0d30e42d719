/** A field value as one short line of text (history, conflicts). */
export function valueText(v: unknown, max = 140): string {
  if (v === null || v === undefined || v === '') return '—';
  let s: string;
  if (typeof v === 'boolean') s = v ? '✓' : '✗';
  else if (Array.isArray(v)) s = v.join(', ');
  else if (typeof v === 'object') s = JSON.stringify(v);
  else s = String(v);
  s = s.replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
