// `npm run e2e [-- playwright args]`: browser tests against the built editions. Builds first
// when an edition has not been built yet (a full `npm test` always builds).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureDependencies();
ensureChromium();
const editions = readdirSync(path.join(root, 'editions'))
  .filter((f) => f.endsWith('.json') && f !== 'manifest.schema.json')
  .map((f) => f.replace(/\.json$/, ''));
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
if (editions.some((id) => !existsSync(path.join(root, 'dist', id, 'index.html')))) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
