import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as zod emits it (draft 2020-12). */
export type JsonSchema = { [k: string]: any };

/** The JSON Schema a client must satisfy (zod's input side); `{}` when zod cannot express it. */
export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema) return null;
  if (!(schema as { _zod?: unknown })._zod) return schema as JsonSchema;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  } catch {
    return {};
  }
}

function deref(node: JsonSchema, root: JsonSchema): JsonSchema {
  let n = node;
  for (let i = 0; i < 20 && n && typeof n.$ref === 'string'; i++) {
    const parts = n.$ref.replace(/^#\//, '').split('/');
    n = parts.reduce((acc: any, p: string) => acc?.[p], root) ?? {};
  }
  return n ?? {};
}

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function intBounds(s: JsonSchema): { min: number; max: number } {
  let min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -1_000;
  let max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : 1_000_000;
  min = Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER);
  max = Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER);
  return max < min ? { min, max: min } : { min, max };
}

function patternArb(pattern: string, minLength: number, maxLength: number): fc.Arbitrary<string> | null {
  try {
    const re = new RegExp(pattern);
    const arb = fc.stringMatching(re);
    fc.sample(arb, { numRuns: 1, seed: 1 });
    return arb.filter((s) => s.length >= minLength && s.length <= maxLength);
  } catch {
    return null;
  }
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 10_000;
  switch (s.format) {
    case 'date-time': return fc.date({ min: new Date(Date.now() - 400 * DAY), max: new Date(Date.now() + 400 * DAY), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date': return fc.date({ min: new Date('1990-01-01'), max: new Date(Date.now() + 400 * DAY), noInvalidDate: true }).map(isoDay);
    case 'email': return fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,12}$/), fc.constantFrom('example.test', 'clinic.test')).map(([u, d]) => `${u}@${d}`);
    case 'uuid': return fc.uuid();
    case 'uri': case 'url': return fc.webUrl();
  }
  if (typeof s.pattern === 'string') {
    const arb = patternArb(s.pattern, minLength, maxLength);
    if (arb) return arb;
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40), unit: 'grapheme' });
}

/** Values a well-behaved client could send for `schema` (refinements zod cannot express aside). */
export function validArb(schema: JsonSchema, root: JsonSchema = schema, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema, root);
  if (depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (Array.isArray(alts) && alts.length) return fc.oneof(...alts.map((a: JsonSchema) => validArb(a, root, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length) return validArb(s.allOf[0], root, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((t: string) => validArb({ ...s, type: t }, root, depth + 1)));
  switch (s.type) {
    case 'null': return fc.constant(null);
    case 'boolean': return fc.boolean();
    case 'integer': return fc.integer(intBounds(s));
    case 'number': {
      const { min, max } = intBounds(s);
      return fc.oneof(fc.integer({ min, max }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter((n) => (s.exclusiveMinimum === undefined || n > s.exclusiveMinimum)));
    }
    case 'string': return stringArb(s);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(validArb(s.items ?? {}, root, depth + 1), { minLength, maxLength: Math.min(s.maxItems ?? 4, minLength + 3) });
    }
    case 'object': {
      const props: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries<JsonSchema>(s.properties ?? {})) props[k] = validArb(v, root, depth + 1);
      const rec = fc.record(props, { requiredKeys: (s.required ?? []).filter((k: string) => k in props) });
      if (s.additionalProperties && typeof s.additionalProperties === 'object' && !Object.keys(props).length) {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validArb(s.additionalProperties, root, depth + 1), { maxKeys: 3 });
      }
      return rec;
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/**
 * One plausible value for `schema`, the same every time: every optional field filled, so id fields
 * (answered by `idFor`) reach the code that must check them.
 */
export function exampleOf(schema: JsonSchema, idFor: (field: string) => number | string | undefined, root: JsonSchema = schema, field = '', depth = 0): unknown {
  const s = deref(schema, root);
  if (depth > 8) return null;
  const id = field ? idFor(field) : undefined;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  const alts = s.anyOf ?? s.oneOf;
  if (Array.isArray(alts) && alts.length) {
    const nonNull = alts.filter((a: JsonSchema) => deref(a, root).type !== 'null');
    return exampleOf(nonNull[0] ?? alts[0], idFor, root, field, depth + 1);
  }
  if (Array.isArray(s.allOf) && s.allOf.length) return exampleOf(s.allOf[0], idFor, root, field, depth + 1);
  const type = Array.isArray(s.type) ? (s.type.find((t: string) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'null': return null;
    // A rule with channels must have one (reminder rules: send_mail or send_sms), so channel switches are on.
    case 'boolean': return /^send_/.test(field);
    case 'integer': case 'number': {
      if (id !== undefined) return id;
      const { min, max } = intBounds(s);
      return Math.min(Math.max(min, 1), max);
    }
    case 'string': {
      if (id !== undefined) return String(id);
      const later = /(^|_)(end|until|to)($|_)/i.test(field) ? 3_600_000 : 0;
      const at = new Date(Math.ceil((Date.now() + 7 * DAY) / DAY) * DAY + 10 * 3_600_000 + later);
      if (s.format === 'date-time') return at.toISOString();
      if (s.format === 'date') return isoDay(new Date(at.getTime() + (later ? DAY : 0)));
      if (s.format === 'email' || /email/.test(field)) return 'probe@example.test';
      if (s.format === 'uri' || s.format === 'url' || /(^|_)url$/.test(field)) return 'https://probe.example.test/in';
      if (/phone/.test(field)) return '+40 722 123 456';
      if (typeof s.pattern === 'string' && s.pattern.includes(':[0-5]')) return later ? '17:00' : '09:00';
      if (typeof s.pattern === 'string' && s.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) {
        if (/birth/.test(field)) return '2020-01-01';
        const d = new Date(at.getTime() + (later ? DAY : 0));
        if (/week/.test(field)) d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
        return isoDay(d);
      }
      if (typeof s.pattern === 'string') {
        const arb = patternArb(s.pattern, s.minLength ?? 0, s.maxLength ?? 10_000);
        if (arb) return fc.sample(arb, { numRuns: 1, seed: 42 })[0];
      }
      const min = s.minLength ?? 0;
      return 'probe value'.padEnd(Math.max(min, 3), 'x').slice(0, s.maxLength ?? 1000);
    }
    case 'array': {
      if (id !== undefined) return [id];
      const n = Math.max(s.minItems ?? 1, 1);
      return Array.from({ length: n }, () => exampleOf(s.items ?? {}, idFor, root, field.replace(/s$/, ''), depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries<JsonSchema>(s.properties ?? {})) out[k] = exampleOf(v, idFor, root, k, depth + 1);
      // A record keyed by an enum (an import's column mapping): every key, numbers distinct so "each once" rules hold.
      const keys = s.propertyNames ? deref(s.propertyNames, root).enum : undefined;
      if (!s.properties && Array.isArray(keys)) {
        keys.forEach((k: string, i: number) => {
          const v = exampleOf(s.additionalProperties ?? {}, idFor, root, k, depth + 1);
          out[k] = typeof v === 'number' ? v + i : v;
        });
      }
      return out;
    }
  }
  return id ?? null;
}

/** Property names of an object schema (top level), for the fuzzer's targeted mutations. */
export function propertyNames(schema: JsonSchema | null): string[] {
  if (!schema) return [];
  const s = deref(schema, schema);
  return Object.keys(s.properties ?? {});
}
