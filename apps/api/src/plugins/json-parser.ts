import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Far deeper than any body of ours (the deepest is about 5) and far cheaper than what it refuses. */
export const MAX_JSON_DEPTH = 32;
/** Values (counted as commas and containers): a 1 MB body of `[1,1,…]` has ~500k; ours have hundreds. */
export const MAX_JSON_ELEMENTS = 20_000;

export type JsonScanProblem = 'too_deep' | 'too_many_elements';

/**
 * One linear pass over the raw text, before JSON.parse pays for it: the nesting depth and the
 * number of values, skipping what is inside strings. Returns the first limit broken, or null; says
 * nothing about validity (JSON.parse still decides that, on a body now known to be cheap).
 */
export function scanJson(text: string, maxDepth = MAX_JSON_DEPTH, maxElements = MAX_JSON_ELEMENTS): JsonScanProblem | null {
  let depth = 0;
  let elements = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) { // [ {
      if (++depth > maxDepth) return 'too_deep';
      if (++elements > maxElements) return 'too_many_elements';
    } else if (c === 0x5d || c === 0x7d) depth--; // ] }
    else if (c === 0x2c && ++elements > maxElements) return 'too_many_elements'; // ,
  }
  return null;
}

/**
 * application/json for every route: the size stays capped by `bodyLimit` (413), then the scan
 * refuses bodies nested deeper than MAX_JSON_DEPTH (422 `json_too_deep`) or holding more than
 * MAX_JSON_ELEMENTS values (413 `json_too_many_elements`) before any parsing; what passes goes to
 * Fastify's own parser (prototype-poisoning checks included). A scope that needs the raw bytes (the
 * payment webhooks) removes the parsers in its own scope, as before.
 */
export const jsonParserPlugin = fp(async (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = scanJson(body as string);
    if (problem === 'too_deep') return done(new AppError('json_too_deep', 'errors.json_too_deep', undefined, { max_depth: MAX_JSON_DEPTH }), undefined);
    if (problem === 'too_many_elements') {
      return done(new AppError('json_too_many_elements', 'errors.json_too_many_elements', undefined, { max_elements: MAX_JSON_ELEMENTS }), undefined);
    }
    parse(request, body as string, done);
  });
});
