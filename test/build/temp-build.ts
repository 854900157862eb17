/**
 * Helpers for tests that build editions into throw-away folders. The build runs as
 * `npm run build` runs it, in its own Node process: the build prerenders pages with
 * react-dom/server, which must not meet the development React a test worker has loaded.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildReport } from '../../scripts/lib/bundle-report';
import { projectRoot } from '../../scripts/lib/editions';

export function makeTempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

export interface BuildRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface BuildCliOptions {
  readonly editions: readonly string[];
  readonly outRoot: string;
  readonly editionsDir?: string;
  /** gzip bytes every page may have; default: so large that only a broken build fails. */
  readonly budgetBytes?: number;
  readonly timeoutMs?: number;
  /** `--env`; default sandbox. */
  readonly environment?: 'sandbox' | 'testnet' | 'production';
  /** `--settings`: the deployment settings file of a testnet or production build. */
  readonly settingsFile?: string;
}

/** `npm run build -- --edition … --out-dir …` with a budget file of its own. */
export function runBuildCli(options: BuildCliOptions): Promise<BuildRun> {
  const budgetFile = path.join(options.outRoot, 'size-budget.json');
  const bytes = options.budgetBytes ?? 1024 ** 3;
  writeFileSync(
    budgetFile,
    JSON.stringify({ default: { login: bytes, register: bytes, widget: bytes } }),
  );
  const args = [
    'scripts/build-editions.ts',
    '--edition',
    options.editions.join(','),
    '--out-dir',
    options.outRoot,
    '--budget',
    budgetFile,
    ...(options.editionsDir ? ['--editions-dir', options.editionsDir] : []),
    ...(options.environment ? ['--env', options.environment] : []),
    ...(options.settingsFile ? ['--settings', options.settingsFile] : []),
  ];
  const env = { ...process.env };
  // Only what the test passes: a developer's shell must not change what the build reads.
  delete env.DEPLOY_SETTINGS;
  delete env.RSA_PUBLIC_KEY;
  delete env.NODE_ENV; // as in a shell: Vitest's "test" must not reach the build
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(projectRoot, 'node_modules/.bin/tsx'), args, {
      cwd: projectRoot,
      env,
      timeout: options.timeoutMs ?? 150_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Runs the build and fails with its output when it did not succeed. */
export async function buildOrThrow(options: BuildCliOptions): Promise<BuildRun> {
  const run = await runBuildCli(options);
  if (run.status !== 0) {
    throw new Error(`The build exited with ${run.status}:\n${run.stdout}\n${run.stderr}`);
  }
  return run;
}

export function readReport(outRoot: string, edition: string): BuildReport {
  return JSON.parse(
    readFileSync(path.join(outRoot, edition, 'build-report.json'), 'utf8'),
  ) as BuildReport;
}

/** Every JS file a build emitted, concatenated: what any visitor of the edition could download. */
export function emittedJavaScript(outDir: string): string {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}
