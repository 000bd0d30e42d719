// Builds the staff app, then the public booking page, into one dist/ (see vite.config.ts for why
// they are separate builds). Extra arguments go to both, e.g. `--outDir /tmp/x`.
import { spawnSync } from 'node:child_process';

for (const entry of ['app', 'book']) {
  const run = spawnSync('npx', ['vite', 'build', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, WEB_ENTRY: entry } });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
