import fc from 'fast-check';

/** Markers the fuzzer sends; an HTML response that contains one verbatim reflected it unescaped. */
export const XSS_MARKERS = ['<script>alert("fz")</script>', '<img src=x onerror=alert("fz")>', '<svg/onload=alert("fz")>', '"><iframe src=javascript:alert("fz")>'];

export const SQL_PAYLOADS = [
  "' OR '1'='1", "1 OR 1=1", "1; DROP TABLE pets;--", "' UNION SELECT password_hash FROM staff_users--", "'; SELECT pg_sleep(30);--",
  "\\'; --", '%27%20OR%201=1', "admin'--", '1)) OR ((1=1', "' AND 1=CAST((SELECT version()) AS int)--",
];

export const WEIRD_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFF', '\uFEFF', '\u202Etxt.exe', 'ﷺ', '🐶🐱'.repeat(50), 'Z̷̢̛̪̫a̸l̷g̵o̷', '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd', '%s%s%n', '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'null', 'undefined', 'NaN', 'true', '-1', '1e309',
  '\r\nSet-Cookie: fz=1', '$`', "$'", '$&', '$1', 'a$`b', 'é'.normalize('NFD'), 'İ', '\u2028\u2029', 'x'.repeat(257), '\t\n\v\f\r',
];

export const WEIRD_NUMBERS = [-1, 0, -0, 1.5, 0.1, 2147483647, 2147483648, -2147483649, 4294967296, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e21, 1e308, -1e308, 32767, 32768, 65536];

/** Strings a path segment, query value or JSON field should survive. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...XSS_MARKERS) },
  { weight: 3, arbitrary: fc.constantFrom(...SQL_PAYLOADS) },
  { weight: 3, arbitrary: fc.constantFrom(...WEIRD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).map((n) => 'A'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(...WEIRD_NUMBERS).map(String) },
);

/** Any JSON value of the wrong kind for most fields. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...WEIRD_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}, [[]], [null], { $gt: '' }, { id: 1 }, ['a', 1, null]) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Hostile path segments: ids and slugs. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('-1', '0', '00', '1.5', '1e3', '0x10', '2147483648', '9223372036854775808', '99999999999999999999999', 'NaN', 'Infinity', ' 1', '1 ', '+1', '١٢', 'null'),
  hostileString.filter((s) => s.length > 0),
);

/** Bodies that are not JSON at all or not what the content type claims. */
export const MALFORMED_JSON = ['{', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'nul', 'tru', '"\\u12"', '{"a":"\\x"}', '{"a":1}{"b":2}', '\u0000', '\uFEFF{}', '{"__proto__":{"polluted":"fz"}}', '{"constructor":{"prototype":{"polluted":"fz"}}}', 'NaN', '1e999', '{"a":' + '1'.repeat(400) + '}'];

export const WRONG_CONTENT_TYPES = ['text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'x/y;;;', 'application/vnd.api+json', 'image/png', ''];

/** JSON nested `depth` levels deep. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** One 10 MB body, shared by every request that sends it. */
export const TEN_MB = Buffer.alloc(10 * 1024 * 1024, 'a');
