/** "12.5" / "12,50" → 1250 minor units by string arithmetic (no floats); '' → null; anything else → NaN (the schema refuses it). */
export function parseMinor(text: string): number | null {
  const s = text.trim();
  if (s === '') return null;
  const m = /^(\d{1,12})(?:[.,](\d{0,2}))?$/.exec(s);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50"; null/undefined → ''. */
export function minorToText(v: unknown): string {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return '';
  return `${Math.floor(v / 100)}.${String(v % 100).padStart(2, '0')}`;
}
