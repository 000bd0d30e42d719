import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { makeTestApp } from './make-app';

/** The committed client types (`npm run openapi:types` writes them; openapi.test.ts checks they are current). */
export const CLIENT_TYPES_PATH = fileURLToPath(new URL('../plugins/openapi-schema.d.ts', import.meta.url));

const HEADER = `// Generated from /api/docs/json by openapi-typescript (\`npm run openapi:types\`). Do not edit: change the
// route schemas or apps/api/src/plugins/openapi-operations.ts, then regenerate.
`;

/** The document exactly as the app serves it at /api/docs/json, from a fresh app. */
export async function loadOpenapiDocument(): Promise<Record<string, unknown>> {
  const t = await makeTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await t.close();
  }
}

/** The TypeScript types openapi-typescript makes of the document (what a client generates). */
export async function clientTypesFor(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as unknown as OpenAPI3);
  return HEADER + astToString(ast);
}

export const committedClientTypes = () => readFileSync(CLIENT_TYPES_PATH, 'utf8');
