// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Code comments cite the project's own docs as (docs/<page>.md, "<Heading>"); a cited page and
 * heading must exist, so a renamed heading or a citation of a page that is not there fails here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const docsDir = path.join(root, 'docs');

const headings = new Map(
  readdirSync(docsDir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => [
      `docs/${file}`,
      readFileSync(path.join(docsDir, file), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) =>
          line
            .replace(/^#+\s*/, '')
            .replace(/`/g, '')
            .trim(),
        ),
    ]),
);

const sources = execFileSync(
  'git',
  ['ls-files', '-co', '--exclude-standard', 'src', 'scripts', 'test', 'e2e'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(tsx?|mjs)$/.test(file) && existsSync(path.join(root, file)));

const CITATION = /(docs\/[\w.-]+\.md),\s*(?:\n\s*(?:\*|\/\/)\s*)?"([^"]+)"/g;

describe('citations of the docs in code comments', () => {
  it('finds citations to check', () => {
    const count = sources.reduce(
      (sum, file) =>
        sum + [...readFileSync(path.join(root, file), 'utf8').matchAll(CITATION)].length,
      0,
    );
    expect(count).toBeGreaterThan(100);
  });

  it('cites pages and headings that exist', () => {
    const broken: string[] = [];
    for (const file of sources) {
      for (const [, doc, cited] of readFileSync(path.join(root, file), 'utf8').matchAll(CITATION)) {
        // A heading wrapped over two comment lines reads as one.
        const heading = cited!.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ');
        const known = headings.get(doc!);
        if (!known) broken.push(`${file}: ${doc} does not exist`);
        else if (!known.some((h) => h === heading || h.startsWith(heading))) {
          broken.push(`${file}: ${doc} has no heading "${heading}"`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('never cites the specification files outside the repository', () => {
    const outside = sources.filter((file) =>
      /login-and-shared\.md|registration\.md §|shared\/spec\//.test(
        readFileSync(path.join(root, file), 'utf8'),
      ),
    );
    expect(outside).toEqual([]);
  });
});
