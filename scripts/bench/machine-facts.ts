/** The facts a reader needs to compare benchmark figures taken on different machines. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export interface MachineFacts {
  readonly cpus: number;
  readonly cpuModel: string;
  readonly node: string;
  readonly chromium: string;
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    return line?.split(':')[1]?.trim() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function chromiumVersion(chromiumPath: string): string {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      // Debian's wrapper script prints shell noise on stderr; only the version line matters.
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

export function machineFacts(chromiumPath: string): MachineFacts {
  return {
    cpus: availableParallelism(),
    cpuModel: cpuModel(),
    node: process.version,
    chromium: chromiumVersion(chromiumPath),
  };
}
