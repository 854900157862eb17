// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { entryPages, topModulesPerPage, type BuildReport } from '../../scripts/lib/bundle-report';
import { checkBudget, formatBudgetFailures, parseSizeBudget } from '../../scripts/lib/size-budget';
import { makeTempDir, readReport, removeDir, runBuildCli, type BuildRun } from './temp-build';

// One real build of one edition, with a 1 KiB budget: sizes are deterministic, so the budget
// check is testable, and the report is written before the check fails the command.
describe('build report and size budget of a real build', { timeout: 180_000 }, () => {
  let outRoot: string;
  let run: BuildRun;
  let report: BuildReport;

  beforeAll(async () => {
    outRoot = makeTempDir('build-report');
    run = await runBuildCli({ editions: ['global'], outRoot, budgetBytes: 1024 });
    report = readReport(outRoot, 'global');
  }, 180_000);
  afterAll(() => removeDir(outRoot));

  it('makes `npm run build` print the table, then fail on the budget naming page and modules', () => {
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain('[1/1] global (sandbox) …');
    expect(run.stdout).toContain('First load per edition and entry page (KiB, gzip):');
    expect(run.stderr).toContain('Size budget exceeded');
    expect(run.stderr).toMatch(/global \/ login: [\d.]+ KiB > budget 1\.0 KiB \(\+[\d.]+ KiB\)/);
    expect(run.stderr).toMatch(/global \/ register: [\d.]+ KiB > budget 1\.0 KiB/);
    expect(run.stderr).toContain(`  ${report.pages.login!.topModules[0]!.module}\n`);
  });

  it('writes the report next to the build', () => {
    expect(report).toMatchObject({ edition: 'global', environment: 'sandbox' });
    expect(existsSync(path.join(outRoot, 'global/.vite/module-sizes.json'))).toBe(true);
  });

  it('gives every entry page its first-load JS and CSS in gzip bytes, and its HTML', () => {
    expect(Object.keys(report.pages).sort()).toEqual(Object.keys(entryPages).sort());
    for (const page of Object.values(report.pages)) {
      expect(page.js).toBeGreaterThan(0);
      expect(page.total).toBe(page.js + page.css);
      expect(page.files.map((f) => f.file)).toContainEqual(expect.stringMatching(/\.js$/));
      expect(page.html?.file).toMatch(/\.html$/);
      expect(page.html!.gzip).toBeGreaterThan(0);
    }
  });

  it("names each page's largest modules, packages collapsed, adding up to at most its JS", () => {
    for (const page of Object.values(report.pages)) {
      const modules = page.topModules;
      expect(modules.length).toBeGreaterThan(0);
      expect(modules.length).toBeLessThanOrEqual(topModulesPerPage);
      const sizes = modules.map((m) => m.gzip);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
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
    expect(formatBudgetFailures(failing, 'b.json')).toContain(
      `global / login: ${(report.pages.login!.total / 1024).toFixed(1)} KiB > budget`,
    );
  });
});
