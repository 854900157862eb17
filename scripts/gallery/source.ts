import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

const minute = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/**
 * What was shot, for a sign-off to name: the commit of the working tree (and whether it had
 * uncommitted changes) and when the builds in `dist/` were made; the pictures show the builds.
 */
export function describeSource(root: string, editions: readonly string[]): string {
  const git = (...args: string[]) =>
    spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD');
  const dirty = git('status', '--porcelain', '--untracked-files=no').length > 0;
  const built = editions.flatMap((id) => {
    try {
      return [statSync(path.join(root, 'dist', id, 'index.html')).mtimeMs];
    } catch {
      return [];
    }
  });
  const parts = [
    commit ? `commit ${commit}${dirty ? ' with uncommitted changes' : ''}` : 'not a git checkout',
  ];
  if (built.length > 0) {
    const [first, last] = [minute(Math.min(...built)), minute(Math.max(...built))];
    parts.push(`builds made ${first === last ? first : `${first} to ${last}`} UTC`);
  }
  return parts.join('; ');
}
