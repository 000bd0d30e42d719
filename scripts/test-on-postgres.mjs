// npm run test:api:pg [-- files…]: the API tests (or the files named) on a fresh PostgreSQL database at
// 127.0.0.1:5432 (user postgres, trust auth), dropped afterwards — what .ci/run does for the whole suite.
import { execFileSync, spawnSync } from 'node:child_process';

const db = `vet_test_${process.pid}`;
const psql = (sql) => execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qc', sql], { stdio: 'inherit' });
psql(`CREATE DATABASE ${db}`);
let status = 1;
try {
  const files = process.argv.slice(2);
  const run = spawnSync('npx', ['vitest', 'run', ...(files.length ? files : ['apps/api'])], {
    stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}` },
  });
  status = run.status ?? 1;
} finally {
  psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
}
process.exit(status);
