// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/spec-coverage.md stays true: a row is listed once, and a done row names where it is built
 * and which test covers it, with files that exist (a rename that forgets the table fails here).
 */
const root = path.resolve(import.meta.dirname, '../..');
const table = readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');

interface Row {
  readonly id: string;
  readonly status: string;
  readonly built: string;
  readonly test: string;
}

const rows: Row[] = table
  .split('\n')
  .filter((line) => /^\|\s*[RLP]-\d+[a-z]?\s*\|/.test(line))
  .map((line) => {
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    return { id: cells[1]!, status: cells[3]!, built: cells[4]!, test: cells[5]! };
  });

/** The backticked paths of a cell; a bare file name is relative to the path before it. */
function pathsIn(cell: string): string[] {
  let folder = '';
  return [...cell.matchAll(/`([^`]+)`/g)]
    .map((match) => match[1]!.split(' ')[0]!)
    .filter((name) => /\.(tsx?|mjs|json|md)$/.test(name))
    .map((name) => {
      if (name.includes('/')) {
        folder = path.dirname(name);
        return name;
      }
      return path.join(folder, name);
    });
}

describe('docs/spec-coverage.md', () => {
  it('lists every row once', () => {
    expect(rows.length).toBeGreaterThan(100);
    const ids = rows.map((row) => row.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('names, for every done row, code and a test that exist', () => {
    const done = rows.filter((row) => row.status === 'done');
    expect(done.length).toBeGreaterThan(0);
    for (const row of done) {
      const built = pathsIn(row.built);
      const tests = pathsIn(row.test);
      expect(built.length, `${row.id} says where it is built`).toBeGreaterThan(0);
      expect(tests.length, `${row.id} names a test`).toBeGreaterThan(0);
      for (const file of [...built, ...tests]) {
        expect(existsSync(path.join(root, file)), `${row.id}: ${file} exists`).toBe(true);
      }
      for (const file of tests) expect(file, `${row.id}: ${file} is a test`).toMatch(/test|spec/);
    }
  });

  it('gives every open row an owner', () => {
    for (const row of rows.filter((r) => r.status !== 'done')) {
      expect(row.status, row.id).toMatch(/^open: issue \d+/);
    }
  });
});
