// `npm test`: the build, the unit and API tests (vitest), then the browser journeys (Playwright),
// each part's time printed as it ends and all of them at the close, so a slow part shows in CI's
// log (docs/testing.md, 'Where the time goes').
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const parts = [
  ['build', 'npm', ['run', 'build']],
  ['unit and API tests', 'npm', ['run', 'test:unit']],
  ['browser journeys', 'npm', ['run', 'test:e2e']],
];

const times = [];
for (const [name, command, args] of parts) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push(`${name}: ${seconds} s`);
  console.log(`\n--- npm test: ${name} took ${seconds} s ---\n`);
  if (result.status !== 0) {
    console.log(`npm test: ${name} failed. ${times.join(', ')}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`npm test: ${times.join(', ')}`);
