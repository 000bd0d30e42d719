// Runs every proof suite in turn (npm run proof:<name>) and prints one summary line per suite, then
// "N passed, N failed" over the suites. .ci/run calls the suites one by one instead, to count them.
import { spawnSync } from 'node:child_process';

const suites = ['headers', 'isolation', 'fuzz', 'race', 'crash', 'load', 'a11y'];
let passed = 0;
let failed = 0;
for (const name of suites) {
  const run = spawnSync('npm', ['run', '--silent', `proof:${name}`], { stdio: 'inherit' });
  if (run.status === 0) passed++;
  else failed++;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
