/**
 * `npm run bench [-- --runs 3] [--edition tur,eu] [--use-dist] [--throttling simulate|devtools]
 * [--note "what else ran"]`
 * Builds every edition into a fresh folder (timing it), serves the builds with the preview
 * server, with the floor (a plain-HTML log-in form) on each edition's own host, checks that the
 * floor is answered with the pages' headers, runs Lighthouse (mobile preset) at least 3 times on
 * each edition's floor, login and register page, and writes the medians and spreads to
 * docs/benchmark*.md, bench-results/latest*.json and the README's table.
 * Not part of `npm test`: it takes minutes and its figures depend on the machine.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { killAll } from 'chrome-launcher';
import { buildEditions } from '../build-editions';
import type { BuildReport } from '../lib/bundle-report';
import { parseArgs } from '../lib/cli-args';
import { loadEditions, projectRoot } from '../lib/editions';
import { startPreview } from '../preview';
import { formatConsoleTable, formatHealthWarnings } from './bench-report';
import {
  pageKinds,
  summarisePages,
  targetId,
  type BenchResults,
  type BenchTarget,
  type PageKind,
} from './bench-results';
import { floorPath, prepareFloorSite } from './floor-site';
import { fetchHeaders, headerDifferences } from './header-parity';
import {
  chromiumPath,
  lighthouseVersion,
  runLighthouse,
  type ThrottlingMethod,
} from './lighthouse-run';
import { machineFacts } from './machine-facts';
import type { RunOutcome } from './metrics';
import { regenerateReadme, writeResults } from './write-results';

const pagePaths: Record<PageKind, string> = {
  floor: floorPath,
  login: '/login',
  register: '/register',
};

/** Fewer runs give no spread worth the name and a median one outlier can move. */
const minimumRuns = 3;

interface BenchOptions {
  readonly runs: number;
  readonly throttling: ThrottlingMethod;
  readonly editions?: readonly string[];
  readonly useDist: boolean;
  readonly runTimeoutMs: number;
  readonly note?: string;
  readonly command: string;
}

/** An argument as a shell would need it typed. */
const quoted = (arg: string) => (/[\s"'$`\\]/.test(arg) ? JSON.stringify(arg) : arg);

function parseOptions(argv: readonly string[]): BenchOptions & { totalTimeoutMs: number } {
  const args = parseArgs(argv, {
    runs: 'string',
    edition: 'list',
    'use-dist': 'boolean',
    throttling: 'string',
    'run-timeout': 'string',
    'timeout-minutes': 'string',
    note: 'string',
  });
  const positive = (name: string, fallback: number) => {
    const value = Number(args[name] ?? fallback);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`--${name} must be a positive integer`);
    return value;
  };
  const throttling = (args.throttling ?? 'simulate') as string;
  if (throttling !== 'simulate' && throttling !== 'devtools')
    throw new Error('--throttling must be simulate or devtools');
  const runs = positive('runs', minimumRuns);
  if (runs < minimumRuns) throw new Error(`--runs must be at least ${minimumRuns}`);
  return {
    runs,
    throttling,
    editions: args.edition as string[] | undefined,
    useDist: Boolean(args['use-dist']),
    runTimeoutMs: positive('run-timeout', 120) * 1000,
    totalTimeoutMs: positive('timeout-minutes', 90) * 60_000,
    note: args.note as string | undefined,
    command: ['npm run bench', ...(argv.length > 0 ? ['--', ...argv.map(quoted)] : [])].join(' '),
  };
}

/** Where the builds to measure are, built now (and timed) unless --use-dist found them. */
async function prepareBuilds(
  ids: readonly string[],
  allIds: readonly string[],
  useDist: boolean,
): Promise<{
  distRoot: string;
  reports: Map<string, BuildReport>;
  build: BenchResults['build'];
  cleanUp: () => void;
}> {
  const log = (line: string) => console.log(`  ${line}`);
  if (useDist) {
    const distRoot = path.join(projectRoot, 'dist');
    const missing = ids.filter((id) => !existsSync(path.join(distRoot, id, 'build-report.json')));
    if (missing.length > 0) {
      console.log(`Building the editions missing from dist/: ${missing.join(', ')}`);
      await buildEditions({ editions: missing, environment: 'sandbox', log });
    }
    const reports = new Map(
      ids.map((id) => [
        id,
        JSON.parse(
          readFileSync(path.join(distRoot, id, 'build-report.json'), 'utf8'),
        ) as BuildReport,
      ]),
    );
    return { distRoot, reports, build: null, cleanUp: () => {} };
  }
  const distRoot = mkdtempSync(path.join(tmpdir(), 'bench-dist-'));
  console.log(`Building all ${allIds.length} editions into ${distRoot} …`);
  const started = performance.now();
  const built = await buildEditions({
    editions: allIds,
    environment: 'sandbox',
    outRoot: distRoot,
    log,
  });
  const ms = Math.round(performance.now() - started);
  console.log(`Built ${allIds.length} editions in ${(ms / 1000).toFixed(1)} s.`);
  return {
    distRoot,
    reports: new Map(built.map((r) => [r.edition, r])),
    build: { editions: allIds.length, ms },
    cleanUp: () => rmSync(distRoot, { recursive: true, force: true }),
  };
}

function editionUrl(hosts: readonly string[], id: string, port: number, pagePath: string): string {
  const host =
    hosts.find((h) => h === `${id}.localhost`) ??
    hosts.find((h) => h.endsWith('.localhost')) ??
    'localhost';
  return `http://${host}:${port}${pagePath}`;
}

/** Stops the benchmark when the floor would not arrive the way the pages do. */
async function checkFloorHeaders(
  urls: ReadonlyMap<string, { login: string; floor: string }>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [edition, { login, floor }] of urls) {
    const [page, plain] = await Promise.all([fetchHeaders(login), fetchHeaders(floor)]);
    if (page.status !== 200 || plain.status !== 200) {
      problems.push(`${edition}: ${login} answered ${page.status}, ${floor} ${plain.status}`);
      continue;
    }
    problems.push(...headerDifferences(page.headers, plain.headers).map((d) => `${edition}: ${d}`));
  }
  if (problems.length > 0) {
    throw new Error(
      `The floor is not served like the pages, so it would be no fair floor:\n  ${problems.join('\n  ')}`,
    );
  }
  return [...urls.keys()];
}

async function bench(options: BenchOptions): Promise<BenchResults> {
  const { editions } = await loadEditions();
  const allIds = [...editions.keys()];
  const ids = options.editions?.length ? [...options.editions] : allIds;
  const unknown = ids.filter((id) => !editions.has(id));
  if (unknown.length > 0)
    throw new Error(`Unknown edition ${unknown.join(', ')} (known: ${allIds.join(', ')})`);

  const builds = await prepareBuilds(ids, allIds, options.useDist);
  const site = prepareFloorSite(builds.distRoot, ids);
  const servers: Server[] = [];
  try {
    const preview = await startPreview({ editions: ids, port: 0, distRoot: site.root });
    servers.push(preview.server);
    const { port } = preview.server.address() as { port: number };
    const url = (id: string, page: PageKind) =>
      editionUrl(editions.get(id)!.hosts.sandbox, id, port, pagePaths[page]);
    const headersMatched = await checkFloorHeaders(
      new Map(ids.map((id) => [id, { login: url(id, 'login'), floor: url(id, 'floor') }])),
    );
    console.log(`The floor is answered with the pages' headers on ${headersMatched.join(', ')}.`);

    const targets: BenchTarget[] = ids.flatMap((id) =>
      pageKinds.map((page) => ({
        id: targetId(id, page),
        edition: id,
        page,
        url: url(id, page),
        firstLoadGzip: page === 'floor' ? 0 : (builds.reports.get(id)?.pages[page]?.total ?? null),
      })),
    );
    // Rounds over all pages rather than all runs of one page in a row, so a slow spell on the
    // shared machine spreads over every page instead of landing on one; an edition's floor and
    // pages are measured one after the other.
    const outcomes = new Map<string, RunOutcome[]>(targets.map((t) => [t.id, []]));
    const loadAtStart = loadavg();
    const total = targets.length * options.runs;
    let settings: string | undefined;
    let done = 0;
    for (let run = 1; run <= options.runs; run++) {
      for (const target of targets) {
        const started = performance.now();
        const { outcome, settings: applied } = await runLighthouse(
          target.url,
          options.runTimeoutMs,
          options.throttling,
        );
        settings ??= applied;
        outcomes.get(target.id)!.push(outcome);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const summary = outcome.metrics
          ? `LCP ${Math.round(outcome.metrics.lcp ?? NaN)} ms, CLS ${outcome.metrics.cls?.toFixed(3)}`
          : `failed: ${outcome.error}`;
        console.log(`  [${++done}/${total}] run ${run} ${target.id}: ${summary} (${seconds} s)`);
      }
    }
    return {
      date: new Date().toISOString(),
      command: options.command,
      machine: machineFacts(chromiumPath()),
      ...(options.note ? { note: options.note } : {}),
      load: { start: loadAtStart, end: loadavg() },
      lighthouse: lighthouseVersion(),
      throttling: options.throttling,
      settings: settings ?? 'unknown (no run finished)',
      runsPerPage: options.runs,
      build: builds.build,
      floor: { path: floorPath, headersMatched },
      pages: summarisePages(targets, outcomes),
    };
  } finally {
    // Kept-alive sockets would hold close() open; the browsers using them are gone.
    servers.forEach((s) => s.closeAllConnections());
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    site.cleanUp();
    builds.cleanUp();
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  // Whatever hangs, the benchmark ends: browsers are killed and the process exits.
  setTimeout(() => {
    console.error(
      `The benchmark did not finish within ${options.totalTimeoutMs / 60_000} minutes.`,
    );
    killAll();
    process.exit(2);
  }, options.totalTimeoutMs).unref();

  const results = await bench(options);
  console.log(`\n${formatConsoleTable(results)}`);
  for (const warning of formatHealthWarnings(results)) console.warn(`\nWarning: ${warning}`);
  if (results.build) {
    console.log(
      `\nBuilding all ${results.build.editions} editions took ${(results.build.ms / 1000).toFixed(1)} s.`,
    );
  }
  const written = [...(await writeResults(results)), await regenerateReadme()];
  console.log(`\nWrote ${written.join(', ')}.`);
}

main().then(
  // Servers and Lighthouse leave handles open; the work is done, so leave explicitly.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    killAll();
    process.exit(1);
  },
);
