/** A stable key for a new section or field from its label (a–z, digits, _), unique among `taken`. */
export function makeKey(label: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = label.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 60);
  const start = /^[a-z]/.test(base) ? base : `${fallback}${base ? `_${base}` : ''}`.slice(0, 60);
  let key = start;
  for (let n = 2; taken.has(key); n++) key = `${start}_${n}`;
  return key;
}

/** Moves item `from` one place up (-1) or down (+1); out of range leaves the list as it was. */
export function move<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
