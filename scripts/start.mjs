// `npm start [-- --edition eu]`: installs what is missing, then runs the sandbox API and the
// edition's dev server (the dev server proxies /x-api to the sandbox). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Vite 8 warns that its future native config loader would not read our TypeScript config.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
ensureDependencies();

const args = process.argv.slice(2);
const editionIndex = args.indexOf('--edition');
const edition = editionIndex >= 0 ? args[editionIndex + 1] : 'global';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const port = process.env.PORT ?? '5173';
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const children = [
  spawn(bin('tsx'), ['scripts/sandbox-server.ts', '--port', sandboxPort], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), ['--port', port, '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: ['inherit', 'ignore', 'inherit'],
    env: { ...process.env, EDITION: edition, SANDBOX_PORT: sandboxPort },
  }),
];
console.log(`\n  ${edition} edition (dev, sandbox API): http://localhost:${port}/login\n`);
console.log('  Sandbox account: demo@example.com / Sandbox123 (see docs/sandbox.md)\n');

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`A process exited with code ${code}; stopping.`);
      stop();
      process.exitCode = code;
    }
  });
}
