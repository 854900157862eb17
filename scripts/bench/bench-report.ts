/** The benchmark's results as a console table and a markdown page (docs/benchmark*.md). */
import { kib } from '../lib/bundle-report';
import type { BenchResults, PageResult } from './bench-results';
import type { ThrottlingMethod } from './lighthouse-run';
import type { Spread } from './metrics';
import type { ShiftingNode } from './page-findings';

/** Where each view of the benchmark is written. */
export const reportFiles: Record<ThrottlingMethod, { doc: string; json: string }> = {
  simulate: { doc: 'docs/benchmark.md', json: 'bench-results/latest.json' },
  devtools: {
    doc: 'docs/benchmark-applied-throttling.md',
    json: 'bench-results/latest-applied-throttling.json',
  },
};

export const viewTitles: Record<ThrottlingMethod, string> = {
  simulate: 'simulated throttling',
  devtools: 'applied throttling',
};

const rounded = (value: number) => String(Math.round(value));
const score = (value: number) => value.toFixed(3);

/** `median (min–max)`, or the one value when every run gave it; `–` when no run measured it. */
export function formatSpread(
  value: Spread | null,
  format: (n: number) => string = rounded,
): string {
  if (!value) return '–';
  const [median, min, max] = [value.median, value.min, value.max].map(format);
  return min === max ? median! : `${median} (${min}–${max})`;
}

export const formatRatio = (ratio: number | null) => (ratio == null ? '–' : `${ratio.toFixed(2)}×`);

export interface Column {
  readonly heading: string;
  readonly cell: (page: PageResult) => string;
}

export const columns = {
  page: { heading: 'page', cell: (p) => p.id },
  lcp: { heading: 'LCP ms', cell: (p) => formatSpread(p.stats.lcp) },
  ratio: { heading: 'LCP ÷ floor', cell: (p) => formatRatio(p.lcpToFloor) },
  fcp: { heading: 'FCP ms', cell: (p) => formatSpread(p.stats.fcp) },
  tbt: { heading: 'TBT ms', cell: (p) => formatSpread(p.stats.tbt) },
  longestTask: {
    heading: 'longest task before TTI ms',
    cell: (p) => formatSpread(p.stats.longestTask),
  },
  speedIndex: { heading: 'Speed Index ms', cell: (p) => formatSpread(p.stats.speedIndex) },
  cls: { heading: 'CLS', cell: (p) => formatSpread(p.stats.cls, score) },
  transfer: {
    heading: 'transfer KiB',
    cell: (p) => (p.stats.transferBytes ? kib(p.stats.transferBytes.median) : '–'),
  },
  firstLoad: {
    heading: 'first load KiB gz',
    cell: (p) => (p.firstLoadGzip == null ? '–' : kib(p.firstLoadGzip)),
  },
  errors: {
    heading: 'console errors',
    cell: (p) => String(Math.max(0, ...p.runs.map((r) => r.consoleErrors?.length ?? 0))),
  },
  failed: {
    heading: 'failed runs',
    cell: (p) => `${p.runs.filter((r) => r.error).length}/${p.runs.length}`,
  },
} satisfies Record<string, Column>;

const fullTable: readonly Column[] = Object.values(columns);

export function markdownTable(results: BenchResults, table: readonly Column[]): string[] {
  return [
    `| ${table.map((c) => c.heading).join(' | ')} |`,
    `| ${table.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...results.pages.map((p) => `| ${table.map((c) => c.cell(p)).join(' | ')} |`),
  ];
}

export function formatConsoleTable(results: BenchResults): string {
  const body = results.pages.map((p) => fullTable.map((c) => c.cell(p)));
  const head = fullTable.map((c) => c.heading);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** Page text can hold backticks, which would end a markdown code span early. */
const codeSpan = (text: string) => `\`${text.replaceAll('`', "'")}\``;

/** Pages that logged errors while loading: their figures are of a broken page. */
export function formatHealthWarnings(results: BenchResults): string[] {
  return results.pages.flatMap(({ id, findings: { errors } }) =>
    errors.length > 0 ? [`${id} logged ${errors.length} error(s), first: ${errors[0]}`] : [],
  );
}

/** One sentence of the machine, Lighthouse and runs, for the README and the page's header. */
export function describeRun(results: BenchResults): string {
  const { machine } = results;
  return (
    `${results.date.slice(0, 10)}, ${machine.cpus} CPU(s) ${machine.cpuModel}, ` +
    `${machine.chromium}, Lighthouse ${results.lighthouse}; ${results.runsPerPage} runs per page; ` +
    `load average ${results.load.start[0]!.toFixed(1)} at the start, ` +
    `${results.load.end[0]!.toFixed(1)} at the end`
  );
}

function formatShift(node: ShiftingNode, runs: number): string {
  const causes = node.causes.length > 0 ? `; ${node.causes.join(', ')}` : '';
  return `${codeSpan(node.node)}: up to ${score(node.maxScore)} in a run, moved in ${node.runs} of ${runs} runs${causes}`;
}

function formatFindings(page: PageResult): string[] {
  const { lcpElements, shiftingNodes, errors } = page.findings;
  // Out of the runs that measured the page: a failed run names no element and no shift.
  const runs = page.runs.filter((r) => !r.error).length;
  const lcp =
    lcpElements.length === 0
      ? 'none named'
      : lcpElements.map((e) => `${codeSpan(e.element)} (${e.runs} of ${runs} runs)`).join('; ');
  return [
    `- **${page.id}**`,
    `  - LCP element: ${lcp}`,
    shiftingNodes.length === 0
      ? '  - Layout shifts: none'
      : `  - Nodes that moved most: ${shiftingNodes.map((n) => formatShift(n, runs)).join('; ')}`,
    ...(errors.length > 0 ? [`  - Errors: ${errors.map(codeSpan).join(', ')}`] : []),
  ];
}

const formatLoad = (load: readonly number[]) => load.map((n) => n.toFixed(1)).join(', ');

const otherView: Record<ThrottlingMethod, ThrottlingMethod> = {
  simulate: 'devtools',
  devtools: 'simulate',
};

export function formatMarkdown(results: BenchResults): string {
  const { machine, throttling } = results;
  const failures = results.pages.flatMap((p) =>
    p.runs.flatMap((r, i) => (r.error ? [`- ${p.id}, run ${i + 1}: ${r.error}`] : [])),
  );
  const other = otherView[throttling];
  const link = (view: ThrottlingMethod) =>
    `[${viewTitles[view]}](${reportFiles[view].doc.replace('docs/', '')})`;
  return [
    `# Benchmark: first visit to the log-in and register pages (${viewTitles[throttling]})`,
    '',
    `Generated by \`${results.command}\`; the other view is ${link(other)}. ` +
      'See [performance.md](performance.md#the-benchmark) for how to run and read it.',
    '',
    `- Date: ${results.date}`,
    `- Machine: ${machine.cpus} CPU(s), ${machine.cpuModel}; Node ${machine.node}; ${machine.chromium}`,
    ...(results.note ? [`- While it ran: ${results.note}`] : []),
    `- Load average (1, 5, 15 min): ${formatLoad(results.load.start)} when the runs started, ` +
      `${formatLoad(results.load.end)} when they ended (above ${machine.cpus}, runs waited for a CPU)`,
    `- Lighthouse ${results.lighthouse}, ${results.settings}`,
    `- Runs per page: ${results.runsPerPage}, a fresh browser with an empty cache each run; ` +
      'figures are the median with the lowest and highest run in brackets',
    results.build
      ? `- Building all ${results.build.editions} editions: ${(results.build.ms / 1000).toFixed(1)} s`
      : '- Build time: not measured (an existing dist/ was benchmarked)',
    `- Floor: \`${results.floor.path}\` on each edition's own host; its headers matched the ` +
      `log-in page's on ${results.floor.headersMatched.join(', ') || 'no edition'}`,
    '',
    ...markdownTable(results, fullTable),
    '',
    '`<edition>/floor` is the same log-in form as plain HTML without JavaScript, served by the ' +
      'same server on the same host with the same headers as that edition’s pages (below). ' +
      '`LCP ÷ floor` is the page’s median LCP in multiples of its own edition’s floor; `CLS` is ' +
      'how much the layout shifted as the page settled (0 is none, under 0.1 is good; the nodes ' +
      'that moved are named below); `transfer KiB` is every byte the load fetched, compressed; ' +
      '`first load KiB gz` is the build report’s first-load JS + CSS (the floor has none); ' +
      '`console errors` is the most errors one run logged (failed requests and exceptions): a ' +
      'page that threw may have been measured broken.',
    '',
    '## How the floor is served',
    '',
    'The floor must reach the browser the way the pages do, or the ratio measures the server ' +
      'rather than the page. The benchmark serves it with the preview server that serves the ' +
      'pages (`scripts/preview.ts`, the server the browser tests use), at `/__floor/login` on ' +
      'each edition’s own host and port: the same static-file code, the same pre-compressed ' +
      'answer (brotli), the same caching and security headers. To do so without touching the ' +
      'build, it hands the preview server an overlay of each edition (`scripts/bench/floor-site.ts`): ' +
      'links to the built files, the floor page, and the edition’s security policy with the ' +
      'floor’s inline style allowed by its hash, as the build allows the prerendered pages’ ' +
      'critical CSS. Before measuring, it asks each host for `/login` and for the floor and stops ' +
      'if any header other than the length differs (`scripts/bench/header-parity.ts`). The floor ' +
      'never ships: it exists only in the benchmark’s temporary overlay.',
    '',
    'A separate server for the floor, as the benchmark used before, was rejected: another ' +
      'origin with other headers, and the pages would have been judged against something they ' +
      'are not served like.',
    '',
    '## Largest content, layout shifts and errors per page',
    '',
    ...results.pages.flatMap(formatFindings),
    ...(failures.length > 0 ? ['', '## Failed runs', '', ...failures] : []),
    '',
  ].join('\n');
}
