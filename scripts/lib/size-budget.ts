/**
 * The first-load size budget (size-budget.json): gzip bytes of JS + CSS each entry page may
 * download before it works, per page, with per-edition overrides. Build sizes are deterministic,
 * so going over the budget fails the build like a failing test, naming what the page is made of.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { entryPages, kib, type BuildReport, type ModuleShare } from './bundle-report';

const pageBudgets = z.partialRecord(
  z.enum(Object.keys(entryPages) as [string, ...string[]]),
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
  readonly page: string;
  /** gzip bytes of the page's first-load JS + CSS. */
  readonly size: number;
  /** undefined when size-budget.json has no budget for this page, which fails too. */
  readonly budget: number | undefined;
  readonly topModules: readonly ModuleShare[];
}

export interface BudgetCheck {
  readonly verdicts: readonly PageVerdict[];
  /** Pages over their budget or without one. */
  readonly failures: readonly PageVerdict[];
}

export function checkBudget(reports: readonly BuildReport[], budget: SizeBudget): BudgetCheck {
  const verdicts = reports.flatMap((report) =>
    Object.entries(report.pages).map(([page, sizes]) => ({
      edition: report.edition,
      page,
      size: sizes.total,
      budget: budgetFor(budget, report.edition, page),
      topModules: sizes.topModules,
    })),
  );
  const failures = verdicts.filter((v) => v.budget === undefined || v.size > v.budget);
  return { verdicts, failures };
}

/** One line for a passing build: how close the tightest page is to its budget. */
export function formatBudgetSummary(check: BudgetCheck, file: string): string {
  const tightest = [...check.verdicts].sort(
    (a, b) => b.size / (b.budget ?? 1) - a.size / (a.budget ?? 1),
  )[0];
  if (!tightest) return `Size budget (${file}): nothing to check.`;
  return (
    `Size budget (${file}): all ${check.verdicts.length} page(s) within budget; closest: ` +
    `${tightest.edition} / ${tightest.page} ${kib(tightest.size)} of ${kib(tightest.budget ?? 0)} KiB.`
  );
}

/** Modules named per failing page: the report keeps more, a failure only needs the big ones. */
const failureModules = 10;

export function formatBudgetFailures(check: BudgetCheck, file: string): string {
  const blocks = check.failures.map((v) => {
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
