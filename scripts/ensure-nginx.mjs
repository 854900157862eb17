// The static-server test (e2e/static-server.spec.ts) runs a built edition behind Debian's nginx
// with its brotli_static module, as a release serves it (docs/release.md). Installs both with
// apt when they are missing and this runs as root; otherwise says, in one line, what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const brotliModulePath =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const packages = ['nginx-light', 'libnginx-mod-http-brotli-static'];

export function ensureNginx() {
  if (existsSync(nginxPath) && existsSync(brotliModulePath)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `nginx or its brotli module is missing: install Debian's packages with \`sudo apt-get install -y ${packages.join(' ')}\` (expected ${nginxPath} and ${brotliModulePath}).`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(' and ')} (apt-get) …`);
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed; install ${packages.join(' ')} by hand and run again.`,
      );
      process.exit(1);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
