// `npm test`: every check the project has, in order, failing fast with the step's name:
// static checks, unit and component tests, the build of every edition (with its size budget),
// then the browser tests against the built editions. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureNginx } from './ensure-nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Vite 8 warns that its future native config loader would not read our TypeScript config.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
ensureDependencies();
ensureChromium();
ensureNginx();

// Not test-results/: Playwright empties that folder when it starts.
const reports = path.join(root, '.test-reports');
const vitestJson = path.join(reports, 'vitest.json');
const playwrightJson = path.join(reports, 'playwright.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['editions', 'npm', ['run', '-s', 'editions:check']],
  ['locales', 'npm', ['run', '-s', 'locales:check']],
  [
    'unit and component tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  ],
  ['build all editions', 'npm', ['run', '-s', 'build']],
  ['browser tests', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }],
];

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
  }
  return { passed, failed };
}

let exitCode = 0;
for (const [name, command, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${seconds} s)`);
    exitCode = result.status ?? 1;
    break;
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
const { passed, failed } = counts();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
