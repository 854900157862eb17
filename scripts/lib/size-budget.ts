/**
 * The first-load size budget (size-budget.json): gzip bytes of JS + CSS each entry page may
 * download before it works, per page, with per-edition overrides. Build sizes are deterministic,
 * so going over the budget fails the build like a failing test, naming what the page is made of.
 * `embed` budgets the widget loader (embed.js) alone, at 5 KiB unless the file says otherwise.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { loaderFileName } from '../embed/loader-files';
import { entryPages, kib, type BuildReport, type ModuleShare } from './bundle-report';

/** The key of the widget loader's budget, next to the pages' keys. */
export const embedBudgetKey = 'embed';
/** The loader's budget when size-budget.json names none: the widget's 5 KiB gzip contract. */
export const defaultEmbedBudget = 5 * 1024;

const pageBudgets = z.partialRecord(
  z.enum([embedBudgetKey, ...Object.keys(entryPages)] as [string, ...string[]]),
  z.int().positive(),
);

export const sizeBudgetSchema = z.strictObject({
  $comment: z.string().optional(),
  /** Budget of every edition's page unless the edition overrides it. */
  default: pageBudgets,
  editions: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), pageBudgets).default({}),
});

export type SizeBudget = z.infer<typeof sizeBudgetSchema>;

export function parseSizeBudget(data: unknown, file: string): SizeBudget {
  const parsed = sizeBudgetSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) =>
    i.path.length > 0 ? `  ${file} › ${i.path.join('.')}: ${i.message}` : `  ${file}: ${i.message}`,
  );
  throw new Error(`The size budget is invalid:\n${lines.join('\n')}`);
}

export function loadSizeBudget(file: string): SizeBudget {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: cannot read the size budget: ${(error as Error).message}`);
  }
  return parseSizeBudget(data, file);
}

export function budgetFor(budget: SizeBudget, edition: string, page: string): number | undefined {
  return budget.editions[edition]?.[page] ?? budget.default[page];
}

export interface PageVerdict {
  readonly edition: string;
  /** An entry page, or `embed` for the widget loader. */
  readonly page: string;
  /** The loader's verdict only: the file measured (`embed.js`). */
  readonly file?: string;
  /** gzip bytes of the page's first-load JS + CSS (of the file, for the loader). */
  readonly size: number;
  /** undefined when size-budget.json has no budget for this page, which fails too. */
  readonly budget: number | undefined;
  readonly topModules: readonly ModuleShare[];
}

export interface BudgetCheck {
  readonly verdicts: readonly PageVerdict[];
  /** Pages (and loaders) over their budget or without one. */
  readonly failures: readonly PageVerdict[];
}

function embedVerdict(report: BuildReport, budget: SizeBudget): PageVerdict[] {
  if (!report.embed) return [];
  return [
    {
      edition: report.edition,
      page: embedBudgetKey,
      file: loaderFileName,
      size: report.embed.gzip,
      budget: budgetFor(budget, report.edition, embedBudgetKey) ?? defaultEmbedBudget,
      topModules: [],
    },
  ];
}

export function checkBudget(reports: readonly BuildReport[], budget: SizeBudget): BudgetCheck {
  const verdicts = reports.flatMap((report): PageVerdict[] => [
    ...Object.entries(report.pages).map(([page, sizes]) => ({
      edition: report.edition,
      page,
      size: sizes.total,
      budget: budgetFor(budget, report.edition, page),
      topModules: sizes.topModules,
    })),
    ...embedVerdict(report, budget),
  ]);
  const failures = verdicts.filter((v) => v.budget === undefined || v.size > v.budget);
  return { verdicts, failures };
}

const closestToBudget = (verdicts: readonly PageVerdict[]) =>
  [...verdicts].sort((a, b) => b.size / (b.budget ?? 1) - a.size / (a.budget ?? 1))[0];

/** One line for a passing build: how close the tightest page (and loader) is to its budget. */
export function formatBudgetSummary(check: BudgetCheck, file: string): string {
  const pages = check.verdicts.filter((v) => v.file === undefined);
  const tightest = closestToBudget(pages);
  const loader = closestToBudget(check.verdicts.filter((v) => v.file !== undefined));
  const loaderText = loader
    ? ` ${loader.file} within budget; closest: ${loader.edition} ${loader.size} B of ${loader.budget} B.`
    : '';
  if (!tightest) return `Size budget (${file}): nothing to check.${loaderText}`;
  return (
    `Size budget (${file}): all ${pages.length} page(s) within budget; closest: ` +
    `${tightest.edition} / ${tightest.page} ${kib(tightest.size)} of ${kib(tightest.budget ?? 0)} KiB.` +
    loaderText
  );
}

/** Modules named per failing page: the report keeps more, a failure only needs the big ones. */
const failureModules = 10;

export function formatBudgetFailures(check: BudgetCheck, file: string): string {
  const blocks = check.failures.map((v) => {
    if (v.file !== undefined) {
      const limit = v.budget ?? defaultEmbedBudget;
      return (
        `  ${v.edition} / ${v.file}: ${kib(v.size)} KiB > budget ${kib(limit)} KiB (+${kib(v.size - limit)} KiB)\n` +
        `    the widget loader (src/embed/loader.ts and what it imports), ${v.size} of ${limit} bytes; budget key "${v.page}"`
      );
    }
    const head =
      v.budget === undefined
        ? `  ${v.edition} / ${v.page}: ${kib(v.size)} KiB, no budget (add "${v.page}" to "default" or to "editions.${v.edition}")`
        : `  ${v.edition} / ${v.page}: ${kib(v.size)} KiB > budget ${kib(v.budget)} KiB (+${kib(v.size - v.budget)} KiB)`;
    const modules = v.topModules
      .slice(0, failureModules)
      .map((m) => `      ${kib(m.gzip).padStart(6)}  ${m.module}`);
    return [head, '    largest modules on its first load (KiB gzip, estimated):', ...modules].join(
      '\n',
    );
  });
  return [`Size budget exceeded (${file}, first-load JS + CSS, gzip):`, ...blocks].join('\n');
}
