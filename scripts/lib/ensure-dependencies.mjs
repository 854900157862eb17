// Plain Node (no dependencies): runs before node_modules exists on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Installs the locked npm packages when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm packages from package-lock.json …');
  // `npm install`, not `npm ci`: the lockfile pins every version, but the registry reachable
  // here lacks some other platforms' optional binaries (e.g. @unrs/resolver-binding-darwin-x64),
  // which `npm ci` insists on finding in the lockfile. It leaves the lockfile as it is.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm install failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
