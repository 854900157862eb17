/**
 * `npm run build [-- --edition tur[,eu]] [--env sandbox|testnet|production] [--settings file]
 * [--budget file]`: testnet and production read the deployment settings file (docs/release.md).
 * Checks every manifest first, builds each edition into dist/<edition>/ (the app, then the widget
 * loader embed.js and its embed.d.ts), then prints what each edition's entry pages cost on first
 * load (gzip) and what embed.js weighs, and writes dist/<edition>/build-report.json.
 * Fails (exit 1) when a page or embed.js is over its budget in size-budget.json.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { environments, type EnvironmentName } from '../src/editions/manifest-schema';
import { buildLoader } from './embed/build-loader';
import { parseArgs } from './lib/cli-args';
import { createBuildReport, kib, type BuildReport } from './lib/bundle-report';
import { deploymentFor } from './lib/deployment-settings';
import { formatProblem, loadEditions, projectRoot } from './lib/editions';
import {
  checkBudget,
  formatBudgetFailures,
  formatBudgetSummary,
  loadSizeBudget,
} from './lib/size-budget';
import { prerenderEdition } from './prerender/prerender-edition';
import { writeServerConfig } from './lib/server-config';
import { createViteConfig } from './vite/create-vite-config';

export interface BuildOptions {
  readonly editions?: readonly string[];
  readonly environment: EnvironmentName;
  readonly editionsDir?: string;
  readonly outRoot?: string;
  readonly log?: (line: string) => void;
}

export async function buildEditions(options: BuildOptions): Promise<BuildReport[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const loaded = await loadEditions({ editionsDir: options.editionsDir });
  if (loaded.problems.length > 0) {
    throw new Error(
      `Edition manifests are invalid (nothing was built):\n${loaded.problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`,
    );
  }
  // The deployment settings are checked before anything is built, every problem at once
  // (docs/release.md, "Deployment settings").
  deploymentFor(options.environment, loaded.editions.values(), projectRoot);
  const ids = options.editions?.length ? [...options.editions] : [...loaded.editions.keys()];
  const unknown = ids.filter((id) => !loaded.editions.has(id));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown edition ${unknown.join(', ')} (known: ${[...loaded.editions.keys()].join(', ')})`,
    );
  }
  const outRoot = options.outRoot ?? path.join(projectRoot, 'dist');
  // Vite builds React's development version unless NODE_ENV is "production" or unset (a shell
  // may export "development", Vitest sets "test"): force it, so every build ships and measures
  // what production ships. Tests run the build in its own process (test/build/temp-build.ts):
  // prerendering loads react-dom/server, which must match the React the process already has.
  const callerNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await buildEach(ids, outRoot, options, log);
  } finally {
    if (callerNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerNodeEnv;
  }
}

async function buildEach(
  ids: readonly string[],
  outRoot: string,
  options: BuildOptions,
  log: (line: string) => void,
): Promise<BuildReport[]> {
  const reports: BuildReport[] = [];
  for (const [index, edition] of ids.entries()) {
    const started = performance.now();
    log(`[${index + 1}/${ids.length}] ${edition} (${options.environment}) …`);
    const outDir = path.join(outRoot, edition);
    await build(
      createViteConfig({
        edition,
        environment: options.environment,
        outDir,
        editionsDir: options.editionsDir,
      }),
    );
    const prerendered = await prerenderEdition({
      edition,
      environment: options.environment,
      outDir,
      editionsDir: options.editionsDir,
    });
    log(`      prerendered ${prerendered.length} pages`);
    await buildLoader({
      edition,
      environment: options.environment,
      outDir,
      editionsDir: options.editionsDir,
    });
    const report = createBuildReport({
      edition,
      environment: options.environment,
      outDir,
      buildMs: Math.round(performance.now() - started),
      root: projectRoot,
    });
    writeFileSync(path.join(outDir, 'build-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    // Headers, nginx server block and pre-compressed files (docs/release.md).
    const { environment, editionsDir } = options;
    await writeServerConfig({ edition, environment, outDir, editionsDir });
    if (report.embed) log(`      embed.js ${report.embed.gzip} B gzip (${report.embed.bytes} B)`);
    log(`      done in ${(report.buildMs / 1000).toFixed(1)} s`);
    reports.push(report);
  }
  return reports;
}

export function formatReportTable(reports: readonly BuildReport[]): string {
  const pages = Object.keys(reports[0]?.pages ?? {});
  const header = [
    'edition',
    ...pages.flatMap((p) => [`${p} JS`, `${p} CSS`, `${p} total`]),
    'lazy JS',
    'embed.js',
  ];
  const rows = reports.map((r) => [
    r.edition,
    ...pages.flatMap((p) => [kib(r.pages[p]!.js), kib(r.pages[p]!.css), kib(r.pages[p]!.total)]),
    kib(r.lazy.js),
    r.embed ? kib(r.embed.gzip) : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    'First load per edition and entry page (KiB, gzip):',
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
  ].join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2), {
    edition: 'list',
    env: 'string',
    'editions-dir': 'string',
    'out-dir': 'string',
    budget: 'string',
    settings: 'string',
  });
  // The settings file of a testnet or production build (docs/release.md, "Deployment settings").
  if (typeof args.settings === 'string') process.env.DEPLOY_SETTINGS = path.resolve(args.settings);
  const environment = (args.env as string | undefined) ?? 'sandbox';
  if (!(environments as readonly string[]).includes(environment)) {
    throw new Error(`--env must be one of ${environments.join(', ')}`);
  }
  const budgetFile = path.resolve(
    (args.budget as string | undefined) ?? path.join(projectRoot, 'size-budget.json'),
  );
  // Read before building, so a broken budget file fails in a second rather than after the build.
  const budget = loadSizeBudget(budgetFile);
  const started = performance.now();
  const reports = await buildEditions({
    editions: args.edition as string[] | undefined,
    environment: environment as EnvironmentName,
    editionsDir: args['editions-dir'] as string | undefined,
    outRoot: args['out-dir'] as string | undefined,
  });
  console.log(`\n${formatReportTable(reports)}`);
  console.log(
    `\nBuilt ${reports.length} edition(s) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  const check = checkBudget(reports, budget);
  const relative = path.relative(process.cwd(), budgetFile);
  const shownFile = relative.startsWith('..') ? budgetFile : relative;
  if (check.failures.length > 0) {
    console.error(`\n${formatBudgetFailures(check, shownFile)}`);
    process.exit(1);
  }
  console.log(formatBudgetSummary(check, shownFile));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
