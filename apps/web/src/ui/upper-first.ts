/**
 * Upper-cases only the first letter, in the language's own rules: a date heading starts a sentence
 * ("Joi, 26 noiembrie"), but month and day names stay as the language writes them (CSS
 * `text-transform: capitalize` gave "Joi, 26 Noiembrie", wrong in Romanian, French, Spanish …).
 */
export function upperFirst(text: string, locale: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const head = String.fromCodePoint(first);
  let upper: string;
  try {
    upper = head.toLocaleUpperCase(locale);
  } catch {
    upper = head.toUpperCase();
  }
  return upper + text.slice(head.length);
}
