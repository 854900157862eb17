/**
 * Writes a view's results (docs/benchmark*.md and bench-results/latest*.json) and regenerates
 * the README's benchmark table from the latest results of both views.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { projectRoot } from '../lib/editions';
import { formatMarkdown, reportFiles } from './bench-report';
import type { BenchResults } from './bench-results';
import type { ThrottlingMethod } from './lighthouse-run';
import { formatReadmeSection, replaceReadmeSection } from './readme-section';

/** Markdown formatted as the repository formats it, so `npm run format:check` accepts it. */
async function writeMarkdown(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

export async function writeResults(results: BenchResults): Promise<string[]> {
  const { doc, json } = reportFiles[results.throttling];
  mkdirSync(path.join(projectRoot, path.dirname(json)), { recursive: true });
  writeFileSync(path.join(projectRoot, json), `${JSON.stringify(results, null, 2)}\n`);
  await writeMarkdown(path.join(projectRoot, doc), formatMarkdown(results));
  return [doc, json];
}

/** Results written by this version of the benchmark (older ones have no spreads or floor check). */
export function isCurrentResults(value: unknown): value is BenchResults {
  const results = value as Partial<BenchResults> | null;
  return (
    typeof results?.floor?.path === 'string' &&
    Array.isArray(results.pages) &&
    results.pages.every((p) => typeof p?.stats === 'object' && p.stats !== null)
  );
}

/** The latest results of each view found under bench-results/, older formats left out. */
export function readLatestResults(
  warn: (message: string) => void = console.warn,
): Partial<Record<ThrottlingMethod, BenchResults>> {
  const views: Partial<Record<ThrottlingMethod, BenchResults>> = {};
  for (const view of Object.keys(reportFiles) as ThrottlingMethod[]) {
    const file = reportFiles[view].json;
    if (!existsSync(path.join(projectRoot, file))) continue;
    const results: unknown = JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8'));
    if (isCurrentResults(results)) views[view] = results;
    else warn(`${file} was written by an older benchmark: measure that view again to show it.`);
  }
  return views;
}

export async function regenerateReadme(): Promise<string> {
  const file = path.join(projectRoot, 'README.md');
  const section = formatReadmeSection(readLatestResults());
  await writeMarkdown(file, replaceReadmeSection(readFileSync(file, 'utf8'), section));
  return 'README.md';
}
