// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEditions } from '../../scripts/build-editions';
import { entryPages, topModulesPerPage, type BuildReport } from '../../scripts/lib/bundle-report';
import { projectRoot } from '../../scripts/lib/editions';
import { checkBudget, formatBudgetFailures, parseSizeBudget } from '../../scripts/lib/size-budget';
import { makeTempDir, removeDir } from './temp-build';

// One real build of one edition; sizes are deterministic, so the budget check is testable.
describe('build report of a real build', { timeout: 90_000 }, () => {
  let outRoot: string;
  let report: BuildReport;

  beforeAll(async () => {
    outRoot = makeTempDir('build-report');
    [report] = (await buildEditions({
      editions: ['global'],
      environment: 'sandbox',
      outRoot,
      log: () => {},
    })) as [BuildReport];
  }, 90_000);
  afterAll(() => removeDir(outRoot));

  it('is written next to the build and equals the returned report', () => {
    const written = JSON.parse(
      readFileSync(path.join(outRoot, 'global/build-report.json'), 'utf8'),
    ) as BuildReport;
    expect(written).toEqual(report);
    expect(report).toMatchObject({ edition: 'global', environment: 'sandbox' });
  });

  it('gives every entry page its first-load JS and CSS in gzip bytes', () => {
    expect(Object.keys(report.pages).sort()).toEqual(Object.keys(entryPages).sort());
    for (const page of Object.values(report.pages)) {
      expect(page.js).toBeGreaterThan(0);
      expect(page.total).toBe(page.js + page.css);
      expect(page.files.map((f) => f.file)).toContainEqual(expect.stringMatching(/\.js$/));
    }
  });

  it("names each page's largest modules, packages collapsed, adding up to at most its JS", () => {
    for (const page of Object.values(report.pages)) {
      const modules = page.topModules;
      expect(modules.length).toBeGreaterThan(0);
      expect(modules.length).toBeLessThanOrEqual(topModulesPerPage);
      expect(modules.map((m) => m.gzip)).toEqual(
        [...modules.map((m) => m.gzip)].sort((a, b) => b - a),
      );
      expect(modules.map((m) => m.module)).toContain('react-dom');
      for (const { module } of modules) {
        expect(module).not.toContain('node_modules');
        expect(path.isAbsolute(module)).toBe(false);
      }
      const named = modules.reduce((sum, m) => sum + m.gzip, 0);
      expect(named).toBeLessThanOrEqual(page.js + modules.length); // rounding, at most 1 byte each
    }
  });

  it('passes a budget equal to its sizes and fails one a byte smaller', () => {
    const exact = Object.fromEntries(Object.entries(report.pages).map(([p, s]) => [p, s.total]));
    const tight = Object.fromEntries(
      Object.entries(report.pages).map(([p, s]) => [p, s.total - 1]),
    );
    expect(checkBudget([report], parseSizeBudget({ default: exact }, 'b.json')).failures).toEqual(
      [],
    );
    const failing = checkBudget([report], parseSizeBudget({ default: tight }, 'b.json'));
    expect(failing.failures.map((f) => f.page).sort()).toEqual(Object.keys(entryPages).sort());
  });

  it('fails a tiny budget naming the page and its largest module', () => {
    const check = checkBudget(
      [report],
      parseSizeBudget({ default: { login: 1024, register: 1024 } }, 'b.json'),
    );
    const text = formatBudgetFailures(check, 'b.json');
    expect(text).toContain('global / login:');
    expect(text).toContain('> budget 1.0 KiB');
    expect(text).toContain(report.pages.login!.topModules[0]!.module);
  });

  it('makes `npm run build` exit 1 on a budget failure', () => {
    const budgetFile = path.join(outRoot, 'tiny-budget.json');
    writeFileSync(budgetFile, JSON.stringify({ default: { login: 1024, register: 1024 } }));
    const cli = spawnSync(
      path.join(projectRoot, 'node_modules/.bin/tsx'),
      [
        'scripts/build-editions.ts',
        '--edition',
        'global',
        '--out-dir',
        path.join(outRoot, 'cli'),
        '--budget',
        budgetFile,
      ],
      { cwd: projectRoot, encoding: 'utf8', timeout: 80_000 },
    );
    expect(cli.status).toBe(1);
    expect(cli.stdout).toContain('First load per edition and entry page');
    expect(cli.stderr).toContain('Size budget exceeded');
    expect(cli.stderr).toMatch(/global \/ login: [\d.]+ KiB > budget 1\.0 KiB/);
  });
});
