// @vitest-environment node
import path from 'node:path';
import type { BuildReport, PageReport } from '../../scripts/lib/bundle-report';
import { projectRoot } from '../../scripts/lib/editions';
import {
  budgetFor,
  checkBudget,
  defaultEmbedBudget,
  formatBudgetFailures,
  formatBudgetSummary,
  loadSizeBudget,
  parseSizeBudget,
} from '../../scripts/lib/size-budget';

const KiB = 1024;

function page(total: number): PageReport {
  return {
    js: total - 1000,
    css: 1000,
    total,
    files: [],
    topModules: [
      { module: 'react-dom', rendered: 460_000, gzip: 60_000 },
      { module: '@chakra-ui/react', rendered: 90_000, gzip: 20_000 },
    ],
    html: null,
  };
}

function report(edition: string, login: number, register: number, embed?: number): BuildReport {
  return {
    edition,
    environment: 'sandbox',
    pages: { login: page(login), register: page(register) },
    lazy: { js: 0, css: 0, files: [] },
    embed: embed === undefined ? null : { file: 'embed.js', bytes: embed * 2, gzip: embed },
    buildMs: 1,
  };
}

const budget = parseSizeBudget(
  { default: { login: 200 * KiB, register: 200 * KiB }, editions: { tur: { login: 180 * KiB } } },
  'size-budget.json',
);

describe('the repository size budget', () => {
  const real = loadSizeBudget(path.join(projectRoot, 'size-budget.json'));

  // The goal is 170 KiB gzip for every login page and 180 for register; the pages are held just
  // above today's size (187.5 and 200.7 KiB, docs/performance.md, "Where the first load stands")
  // and may only go down from here: raising these numbers needs the reason in size-budget.json.
  it('holds every login page at 187.5 KiB and register at 200.7', () => {
    for (const id of ['global', 'eu', 'tur', 'kaz', 'geo', 'idn', 'are', 'hkg', 'nld']) {
      expect(budgetFor(real, id, 'login')).toBeLessThanOrEqual(192_000);
      expect(budgetFor(real, id, 'register')).toBeLessThanOrEqual(205_517);
    }
  });

  // The widget's contract: the loader a host page includes stays within 5 KiB gzip.
  it('holds embed.js at 5 KiB in every edition', () => {
    for (const id of ['global', 'eu', 'tur', 'kaz', 'geo', 'idn', 'are', 'hkg', 'nld']) {
      expect(budgetFor(real, id, 'embed')).toBeLessThanOrEqual(5 * KiB);
    }
    expect(defaultEmbedBudget).toBe(5120);
  });

  it('states the 170 KiB login and 180 KiB register goals', () => {
    expect(real.$comment).toContain('Goal: 170 KiB (174080)');
    expect(real.$comment).toContain('180 KiB (184320)');
    expect(170 * KiB).toBe(174080);
    expect(180 * KiB).toBe(184320);
  });
});

describe('budgetFor', () => {
  it("uses the edition's own budget before the default", () => {
    expect(budgetFor(budget, 'tur', 'login')).toBe(180 * KiB);
    expect(budgetFor(budget, 'tur', 'register')).toBe(200 * KiB);
    expect(budgetFor(budget, 'eu', 'login')).toBe(200 * KiB);
  });
});

describe('checkBudget', () => {
  it('passes a page exactly at its budget', () => {
    const check = checkBudget([report('eu', 200 * KiB, 200 * KiB)], budget);
    expect(check.failures).toEqual([]);
    expect(check.verdicts).toHaveLength(2);
  });

  it('fails a page one byte over, with its size, budget and largest modules', () => {
    const check = checkBudget(
      [report('eu', 150 * KiB, 150 * KiB), report('tur', 180 * KiB + 1, 150 * KiB)],
      budget,
    );
    expect(check.failures).toEqual([
      {
        edition: 'tur',
        page: 'login',
        size: 180 * KiB + 1,
        budget: 180 * KiB,
        topModules: page(0).topModules,
      },
    ]);
  });

  it('fails a page that has no budget at all', () => {
    const partial = parseSizeBudget({ default: { login: 200 * KiB } }, 'size-budget.json');
    const check = checkBudget([report('eu', 100 * KiB, 100 * KiB)], partial);
    expect(check.failures.map((f) => [f.page, f.budget])).toEqual([['register', undefined]]);
  });
});

describe('the embed.js budget', () => {
  it('passes the loader at its budget and fails it one byte over, naming edition and file', () => {
    const withEmbed = parseSizeBudget(
      { default: { login: 200 * KiB, register: 200 * KiB, embed: 4 * KiB } },
      'size-budget.json',
    );
    const passing = checkBudget([report('eu', 100 * KiB, 100 * KiB, 4 * KiB)], withEmbed);
    expect(passing.failures).toEqual([]);
    expect(passing.verdicts).toHaveLength(3);
    const failing = checkBudget([report('eu', 100 * KiB, 100 * KiB, 4 * KiB + 1)], withEmbed);
    expect(failing.failures).toEqual([
      {
        edition: 'eu',
        page: 'embed',
        file: 'embed.js',
        size: 4 * KiB + 1,
        budget: 4 * KiB,
        topModules: [],
      },
    ]);
    expect(formatBudgetFailures(failing, 'size-budget.json')).toContain(
      'eu / embed.js: 4.0 KiB > budget 4.0 KiB (+0.0 KiB)\n    the widget loader (src/embed/loader.ts and what it imports), 4097 of 4096 bytes; budget key "embed"',
    );
  });

  it('holds the loader at 5120 bytes when the budget file names no embed budget', () => {
    const check = checkBudget([report('eu', 100 * KiB, 100 * KiB, 5121)], budget);
    expect(check.failures.map((f) => [f.edition, f.file, f.size, f.budget])).toEqual([
      ['eu', 'embed.js', 5121, 5120],
    ]);
    expect(checkBudget([report('eu', 100 * KiB, 100 * KiB, 5120)], budget).failures).toEqual([]);
  });

  it('names the loader in the summary of a passing build', () => {
    const check = checkBudget([report('eu', 100 * KiB, 150 * KiB, 3000)], budget);
    expect(formatBudgetSummary(check, 'size-budget.json')).toBe(
      'Size budget (size-budget.json): all 2 page(s) within budget; closest: eu / register 150.0 of 200.0 KiB. embed.js within budget; closest: eu 3000 B of 5120 B.',
    );
  });
});

describe('formatting', () => {
  it('names edition, page, size vs budget and the largest modules of a failure', () => {
    const check = checkBudget([report('tur', 190 * KiB, 100 * KiB)], budget);
    const text = formatBudgetFailures(check, 'size-budget.json');
    expect(text).toContain('Size budget exceeded (size-budget.json');
    expect(text).toContain('tur / login: 190.0 KiB > budget 180.0 KiB (+10.0 KiB)');
    expect(text).toMatch(/58\.6 {2}react-dom\n.*19\.5 {2}@chakra-ui\/react/);
  });

  it('summarises a passing check with the page closest to its budget', () => {
    const check = checkBudget([report('eu', 100 * KiB, 150 * KiB)], budget);
    expect(formatBudgetSummary(check, 'size-budget.json')).toBe(
      'Size budget (size-budget.json): all 2 page(s) within budget; closest: eu / register 150.0 of 200.0 KiB.',
    );
  });
});

describe('parseSizeBudget', () => {
  it('rejects an unknown page, a non-integer size and a misspelt key, naming the place', () => {
    expect(() => parseSizeBudget({ default: { logn: 1 } }, 'b.json')).toThrow(
      'b.json › default: Unrecognized key: "logn"',
    );
    expect(() => parseSizeBudget({ default: { login: 1.5 } }, 'b.json')).toThrow(
      'b.json › default.login: Invalid input: expected int',
    );
    expect(() => parseSizeBudget({ default: {}, edition: {} }, 'b.json')).toThrow(
      'b.json: Unrecognized key: "edition"',
    );
  });
});
