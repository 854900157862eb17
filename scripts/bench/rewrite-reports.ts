/**
 * `npx tsx scripts/bench/rewrite-reports.ts`: rewrites docs/benchmark.md,
 * docs/benchmark-applied-throttling.md and the README's benchmark tables from the latest results
 * in bench-results/, without measuring again (after a change to how the report is written).
 * `npm run bench` writes them itself after each view.
 */
import { readLatestResults, regenerateReadme, writeResults } from './write-results';

async function main() {
  const written: string[] = [];
  for (const results of Object.values(readLatestResults())) {
    written.push(...(await writeResults(results)));
  }
  written.push(await regenerateReadme());
  console.log(`Wrote ${written.join(', ')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
