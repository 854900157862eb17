import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { originOf } from '../../e2e/support/editions';
import { projectRoot } from '../lib/editions';
import { assembleModel } from './assemble';
import {
  allInputs,
  entityNames,
  galleryEdition,
  galleryScreen,
  htmlLangOfCode,
  planEdition,
  type GalleryInputs,
} from './inputs';
import type { ConsentColumn, GalleryCell, GalleryModel } from './model';
import { unknownNames, type GalleryOptions } from './options';
import { planGallery } from './plan';
import { runPool } from './pool';
import { createProgress, type ProgressStream } from './progress';
import { createStuckWatch } from './stuck-watch';
import { reasonOf } from './reason';
import {
  noCounts,
  runJob,
  type Counts,
  type Reach,
  type ShotSettings,
  type WorkerPage,
} from './run-job';
import { build, startGalleryPreview, unbuilt } from './server';
import { describeSource } from './source';
import { watchNetwork } from './page-state';
import { prepareOutput, writePages } from './write-gallery';

/**
 * A phone's viewport (an iPhone 12–15's CSS size): most visitors sign up on a phone, and the
 * narrow width is where long translations wrap or are cut (docs/editions.md, "Preview gallery").
 */
export const VIEWPORT = { width: 390, height: 844 } as const;

/**
 * The browser tests' Chromium, with site isolation off. The run keeps a browser context per page
 * (four at a time), and with site isolation Chromium keeps a spare renderer process warm for the
 * context that navigated last: each page load in another context threw that spare away and
 * started a new one, about 760 processes started for nothing in a full run (the zygote alone
 * spent 90 s of processor forking them). Without site isolation there is no spare. Site
 * isolation decides which process draws a page, not how it is drawn (docs/editions.md,
 * "Preview gallery", How long it takes).
 */
const launchOptions = () => chromiumLaunchOptions('--disable-site-isolation-trials');

/** An edition's origin on the gallery's own preview server. */
export function onPort(origin: string, port: number): string {
  const url = new URL(origin);
  url.port = String(port);
  return url.origin;
}

interface Worker {
  edition?: string;
  context?: BrowserContext;
  page?: WorkerPage;
}

/**
 * Builds what is missing, starts the preview server, walks the plan with a small pool of pages in
 * one Chromium, and writes the gallery. Throws only when the run cannot start (bad options, a
 * failed build, no server, no browser); a screen that fails is recorded in the gallery.
 */
export async function runGallery(
  options: GalleryOptions,
  stream: ProgressStream,
  command: string,
  inputs: GalleryInputs = allInputs,
): Promise<{ indexPath: string; model: GalleryModel }> {
  const started = Date.now();
  const { manifests, entries } = inputs;
  const problems = [
    ...unknownNames(
      options.editions,
      manifests.map((m) => m.id),
      'edition',
    ),
    ...unknownNames(
      options.languages,
      [...new Set(manifests.flatMap((m) => m.languages.available))],
      'language',
    ),
    ...unknownNames(
      options.screens,
      entries.map((e) => e.id),
      'screen',
    ),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));

  const languages = options.languages ? new Set(options.languages) : undefined;
  const walked = manifests
    .filter((m) => !options.editions || options.editions.includes(m.id))
    .map((m) => ({ manifest: m, edition: galleryEdition(m, languages) }))
    .filter(({ edition }) => edition.languages.length > 0);
  const editions = walked.map((w) => w.edition);
  const screens = entries
    .filter((e) => !options.screens || options.screens.includes(e.id))
    .map(galleryScreen);
  const plan = planGallery<Reach>(
    entries,
    walked.map(({ manifest, edition }) =>
      planEdition(
        manifest,
        manifests,
        edition.languages.map((l) => l.code),
      ),
    ),
    manifests.map((m) => planEdition(m, manifests)),
    options.screens ? new Set(options.screens) : undefined,
  );

  const missing = options.build ? manifests.map((m) => m.id) : unbuilt(manifests.map((m) => m.id));
  if (missing.length > 0) {
    stream.write(`gallery: building ${missing.join(', ')} first\n`);
    build(missing.length === manifests.length ? 'all' : missing);
  }
  const outDir = path.resolve(projectRoot, options.outDir);
  prepareOutput(outDir);
  const preview = await startGalleryPreview();
  let browser: Browser | undefined;
  const workers: Worker[] = [];
  const shot: GalleryCell[] = [];
  const consent: (ConsentColumn & { edition: string })[] = [];
  const boxes = new Set<string>();
  try {
    browser = await chromium.launch(launchOptions());
    const settings: ShotSettings = {
      outDir,
      format: options.format,
      quality: options.quality,
      fullLength: options.fullLength,
      loadIdleMs: 10_000,
      stepIdleMs: 2_000,
    };
    // What each page is doing: named on the progress line when the run stalls, and a page stuck
    // at one thing is given up (stuck-watch.ts).
    const watch = createStuckWatch();
    watch.start();
    const progress = createProgress({
      total: plan.shots,
      stream,
      doing: watch.labels,
    });
    progress.start();
    const fontsChecked = new Set<string>();
    const counts = noCounts();
    const names = entityNames(manifests);
    const screenById = new Map(entries.map((e) => [e.id, galleryScreen(e)]));

    const pageFor = async (id: number, edition: string): Promise<WorkerPage> => {
      const worker = (workers[id] ??= {});
      if (worker.edition === edition && worker.page && !worker.page.page.isClosed()) {
        return worker.page;
      }
      await worker.context?.close().catch(() => {});
      if (!browser!.isConnected()) browser = await chromium.launch(launchOptions());
      // One context per worker and edition: the page is reused across the edition's visits,
      // each starting as a first-time visitor (page-state.ts, forgetVisitor).
      // The base URL the browser tests have (playwright.config.ts), for a catalogue step that
      // calls the sandbox by path.
      worker.context = await browser!.newContext({
        viewport: VIEWPORT,
        colorScheme: 'light',
        baseURL: `http://localhost:${preview.port}`,
      });
      const page = await worker.context.newPage();
      // tsx compiles the catalogue's functions with esbuild, which wraps nested ones in
      // `__name(…)`; a function the catalogue hands the page (an init script, an evaluate) then
      // throws there unless the page has it. Playwright's own test runner does not wrap them.
      await page.addInitScript('globalThis.__name ??= (fn) => fn');
      page.setDefaultTimeout(10_000);
      page.setDefaultNavigationTimeout(30_000);
      worker.edition = edition;
      const cdp = await worker.context.newCDPSession(page);
      worker.page = { page, cdp, mode: 'light', quiet: watchNetwork(page) };
      return worker.page;
    };

    await runPool(plan.jobs, options.pages, async (job, id) => {
      const manifest = manifests.find((m) => m.id === job.edition)!;
      const origin = onPort(originOf(manifest), preview.port);
      try {
        const worker = await pageFor(id, job.edition);
        const result = await runJob(job, {
          worker,
          origin,
          screens: screenById,
          settings,
          entityNames: names,
          htmlLang: htmlLangOfCode,
          fontsChecked,
          freshLoads: options.freshLoads,
          onShots: (count, failed) => progress.advance(count, failed),
          doing: (what) => watch.doing(id, worker, `${job.edition} ${what}`),
        });
        shot.push(...result.cells);
        for (const column of result.consent) consent.push({ edition: job.edition, ...column });
        for (const language of result.boxes) boxes.add(language);
        for (const key of Object.keys(counts) as (keyof Counts)[]) {
          counts[key] += result.counts[key];
        }
      } catch (error) {
        // Only opening the worker's page can throw here (runJob records its own failures).
        const reason = `no browser page: ${reasonOf(error)}`;
        for (const language of job.languages) {
          for (const step of job.visit.steps) {
            shot.push({
              edition: job.edition,
              language,
              screen: step.screen,
              outcome: { status: 'failed', reason },
            });
            progress.advance(2, 2);
          }
          if (job.visit.captureConsent) {
            consent.push({ edition: job.edition, language, error: reason });
          }
        }
      } finally {
        watch.done(id);
      }
    });
    progress.finish();
    watch.stop();
    const each = (ms: number, n: number) => `${(ms / Math.max(1, n) / 1000).toFixed(2)} s each`;
    stream.write(
      `gallery: ${counts.loads} page loads (${each(counts.loadMs, counts.loads)}), ` +
        `${counts.switches} language switches in place (${each(counts.switchMs, counts.switches)}` +
        `${counts.missed > 0 ? `; ${counts.missed} did not take and were loaded afresh` : ''}), ` +
        `${counts.steps} steps (${each(counts.stepMs, counts.steps)}), ` +
        (counts.leaves > 0
          ? `${counts.leaves} dialogs closed for the next on the same page (${each(counts.leaveMs, counts.leaves)}` +
            `${counts.unleft > 0 ? `; ${counts.unleft} did not close and the next was loaded afresh` : ''}), `
          : '') +
        `${counts.shots} light and dark pairs (${each(counts.shotMs, counts.shots)}), ` +
        `${(counts.arriveMs / 1000).toFixed(0)} s reading consent and checking fonts\n`,
    );
  } finally {
    for (const worker of workers) await worker?.context?.close().catch(() => {});
    await browser?.close().catch(() => {});
    await preview.close();
  }

  const assembled = assembleModel({
    editions,
    screens,
    shot,
    absences: plan.absences,
    aliases: plan.aliases,
    consent,
    run: {
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      viewport: VIEWPORT,
      fullLength: options.fullLength,
      command,
      source: describeSource(
        projectRoot,
        manifests.map((m) => m.id),
      ),
      missingFonts: editions
        .flatMap((e) => e.languages.map((l) => l.code))
        .filter((l, i, all) => boxes.has(l) && all.indexOf(l) === i),
    },
  });
  // A screen brought along for an alias of it is shot but not listed when it was not asked for.
  const model = {
    ...assembled,
    cells: assembled.cells.filter((c) => screens.some((s) => s.id === c.screen)),
  };
  return { indexPath: writePages(outDir, model, options.format), model };
}
