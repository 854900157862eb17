import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogueMarkdownTable } from './error-catalogue-markdown';

// Vitest runs from the project root.
const DOC = resolve(process.cwd(), 'docs/requests-and-errors.md');
const START = '<!-- error-catalogue:start -->';
const END = '<!-- error-catalogue:end -->';

/** Prettier pads table cells; compare cell contents only. */
function cells(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    );
}

describe('docs/requests-and-errors.md', () => {
  it('shows the catalogue exactly as the data defines it', () => {
    const doc = readFileSync(DOC, 'utf8');
    const table = doc.slice(doc.indexOf(START) + START.length, doc.indexOf(END)).trim();
    // On a difference, paste the output of:
    //   npx tsx -e "import('./src/api/error-catalogue-markdown.ts').then((m) => console.log(m.catalogueMarkdownTable()))"
    expect(cells(table)).toEqual(cells(catalogueMarkdownTable()));
  });

  it('renders one row per catalogue entry with the spec numbers', () => {
    const table = catalogueMarkdownTable();
    expect(table).toContain(
      '| 10006 | session or rate related | first QR generate call: returned to the caller, no toast;',
    );
    expect(table).toContain('toast 2000 ms, at most once per 10 s');
    expect(table).toContain('on `chatBind` paths: toast 2000 ms, as 100162');
    expect(table).toContain(
      '| any other | general error | on `registrationSubmit` paths: returned to the caller, no toast; otherwise: toast 5000 ms | `upgrade`; registration calls: upgrade dialog with the answer |',
    );
  });
});
