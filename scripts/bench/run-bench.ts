/**
 * `npm run bench [-- --runs 3] [--edition tur,eu] [--use-dist] [--throttling simulate|devtools]`
 * Builds every edition into a fresh folder (timing it), serves the builds and a plain-HTML floor
 * page, runs Lighthouse (mobile preset) on each edition's login and register page and on the
 * floor, and writes the medians to docs/benchmark.md and bench-results/latest.json.
 * Not part of `npm test`: it takes minutes and its figures depend on the machine.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { killAll } from 'chrome-launcher';
import * as prettier from 'prettier';
import { buildEditions } from '../build-editions';
import type { BuildReport } from '../lib/bundle-report';
import { parseArgs } from '../lib/cli-args';
import { loadEditions, projectRoot } from '../lib/editions';
import { startPreview } from '../preview';
import {
  floorId,
  formatConsoleTable,
  formatHealthWarnings,
  formatMarkdown,
  summarisePages,
  type BenchResults,
  type BenchTarget,
} from './bench-report';
import { startFloorServer } from './floor-server';
import { chromiumPath, lighthouseVersion, runLighthouse } from './lighthouse-run';
import { machineFacts } from './machine-facts';
import type { RunOutcome } from './metrics';

const pagePaths = { login: '/login', register: '/register' } as const;

/**
 * `simulate` (Lighthouse's default): a trace taken at full speed, with slow 4G and a 4x slower
 * CPU modelled on it. `devtools`: the throttling applied to the browser while the page loads.
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

interface BenchOptions {
  readonly runs: number;
  readonly throttling: ThrottlingMethod;
  readonly editions?: readonly string[];
  readonly useDist: boolean;
  readonly runTimeoutMs: number;
}

function parseOptions(argv: readonly string[]): BenchOptions & { totalTimeoutMs: number } {
  const args = parseArgs(argv, {
    runs: 'string',
    edition: 'list',
    'use-dist': 'boolean',
    throttling: 'string',
    'run-timeout': 'string',
    'timeout-minutes': 'string',
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
  return {
    runs: positive('runs', 3),
    throttling,
    editions: args.edition as string[] | undefined,
    useDist: Boolean(args['use-dist']),
    runTimeoutMs: positive('run-timeout', 120) * 1000,
    totalTimeoutMs: positive('timeout-minutes', 90) * 60_000,
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

async function bench(options: BenchOptions): Promise<BenchResults> {
  const { editions } = await loadEditions();
  const allIds = [...editions.keys()];
  const ids = options.editions?.length ? [...options.editions] : allIds;
  const unknown = ids.filter((id) => !editions.has(id));
  if (unknown.length > 0)
    throw new Error(`Unknown edition ${unknown.join(', ')} (known: ${allIds.join(', ')})`);

  const builds = await prepareBuilds(ids, allIds, options.useDist);
  const servers: Server[] = [];
  try {
    const preview = await startPreview({ editions: ids, port: 0, distRoot: builds.distRoot });
    servers.push(preview.server);
    const { port } = preview.server.address() as { port: number };
    const floor = await startFloorServer();
    servers.push(floor.server);

    const targets: BenchTarget[] = [
      { id: floorId, url: floor.url, firstLoadGzip: null },
      ...ids.flatMap((id) =>
        (Object.entries(pagePaths) as [keyof typeof pagePaths, string][]).map(
          ([page, pagePath]) => ({
            id: `${id}/${page}`,
            url: editionUrl(editions.get(id)!.hosts.sandbox, id, port, pagePath),
            firstLoadGzip: builds.reports.get(id)?.pages[page]?.total ?? null,
          }),
        ),
      ),
    ];
    // Rounds over all pages rather than all runs of one page in a row, so a slow spell on the
    // shared machine spreads over every page instead of landing on one.
    const outcomes = new Map<string, RunOutcome[]>(targets.map((t) => [t.id, []]));
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
          ? `LCP ${Math.round(outcome.metrics.lcp ?? NaN)} ms`
          : `failed: ${outcome.error}`;
        console.log(`  [${++done}/${total}] run ${run} ${target.id}: ${summary} (${seconds} s)`);
      }
    }
    return {
      date: new Date().toISOString(),
      machine: machineFacts(chromiumPath()),
      lighthouse: lighthouseVersion(),
      settings: settings ?? 'unknown (no run finished)',
      runsPerPage: options.runs,
      build: builds.build,
      pages: summarisePages(targets, outcomes),
    };
  } finally {
    // Kept-alive sockets would hold close() open; the browsers using them are gone.
    servers.forEach((s) => s.closeAllConnections());
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    builds.cleanUp();
  }
}

async function writeResults(results: BenchResults, throttling: ThrottlingMethod): Promise<void> {
  // The applied-throttling view is kept apart from the default (simulated) one.
  const suffix = throttling === 'devtools' ? '-applied-throttling' : '';
  const docs = path.join(projectRoot, `docs/benchmark${suffix}.md`);
  const json = path.join(projectRoot, `bench-results/latest${suffix}.json`);
  mkdirSync(path.dirname(json), { recursive: true });
  // Formatted as the repository formats markdown, so `npm run format:check` accepts the page.
  const options = (await prettier.resolveConfig(docs)) ?? {};
  writeFileSync(
    docs,
    await prettier.format(formatMarkdown(results), { ...options, filepath: docs }),
  );
  writeFileSync(json, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `\nWrote ${path.relative(projectRoot, docs)} and ${path.relative(projectRoot, json)}.`,
  );
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
  await writeResults(results, options.throttling);
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
