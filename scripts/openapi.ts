// The API's OpenAPI document, checked with the tools its clients use:
//   tsx scripts/openapi.ts lint [file]  writes the document the app serves (default test-results/openapi.json)
//                                       and runs `redocly lint` on it (redocly.yaml); exits 1 on any error.
//   tsx scripts/openapi.ts types        regenerates the committed client types with openapi-typescript.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { CLIENT_TYPES_PATH, clientTypesFor, loadOpenapiDocument } from '../apps/api/src/test/openapi-document';

const [mode = 'lint', target = 'test-results/openapi.json'] = process.argv.slice(2);
const doc = await loadOpenapiDocument();

if (mode === 'types') {
  writeFileSync(CLIENT_TYPES_PATH, await clientTypesFor(doc));
  console.log(`wrote ${CLIENT_TYPES_PATH}`);
} else if (mode === 'lint') {
  const file = resolve(target);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(doc, null, 2));
  console.log(`wrote ${file}`);
  const run = spawnSync('npx', ['--no-install', 'redocly', 'lint', file, '--config', 'redocly.yaml', '--format', 'summary'], {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  process.exit(run.status ?? 1);
} else {
  console.error(`unknown mode "${mode}": lint or types`);
  process.exit(2);
}
