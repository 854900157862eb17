// Browser tests drive Debian's Chromium; no step ever downloads a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: install Debian's package with \`sudo apt-get install -y chromium\` (expected at ${chromiumPath}).`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package (apt-get) …");
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install chromium by hand and run again.`);
      process.exit(1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
