import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { NO_ONE_TAP } from '../../e2e/support/screen-catalogue';
import { captureConsent } from './consent-capture';
import { textShowsAsBoxes } from './fonts';
import type { CellOutcome, ColourMode, ConsentColumn, GalleryCell, GalleryScreen } from './model';
import { forgetVisitor, setColourMode, settle } from './page-state';
import { pageOf, shotFiles, type ImageFormat } from './paths';
import type { Job, Step, Visit } from './plan';
import { reasonOf } from './reason';

export type Reach = (page: Page) => Promise<void>;

export interface ShotSettings {
  readonly outDir: string;
  readonly format: ImageFormat;
  /** JPEG quality, 0–100. */
  readonly quality: number;
  /** Screens full length; dialogs are always shot as they cover the viewport. */
  readonly fullLength: boolean;
  /** How long a loaded page may keep the network busy before it is shot anyway. */
  readonly loadIdleMs: number;
  /** The same after a tab is opened or a dialog reached. */
  readonly stepIdleMs: number;
}

/** A browser page a worker keeps, the colour mode it is in, and its network watch. */
export interface WorkerPage {
  readonly page: Page;
  mode: ColourMode;
  /** Resolves once the page's network has been quiet for half a second, or after `maxMs`. */
  readonly quiet: (maxMs: number) => Promise<void>;
}

export interface JobContext {
  readonly worker: WorkerPage;
  /** The edition's origin on the run's preview server. */
  readonly origin: string;
  readonly screens: ReadonlyMap<string, GalleryScreen>;
  readonly settings: ShotSettings;
  readonly entityNames: readonly string[];
  /**
   * Entries whose `reach` did not work on an edition that is not their own, by edition and
   * screen, with the reason: the other languages of that edition are not tried again.
   */
  readonly unreachable: Map<string, string>;
  /** `count` images are done (or given up), `failed` of them failed. */
  readonly onShots: (count: number, failed: number) => void;
}

export interface JobResult {
  readonly cells: GalleryCell[];
  readonly consent?: ConsentColumn;
  /** The language's text was drawn as empty boxes: no font for its script. */
  readonly boxes: boolean;
}

const IMAGES_PER_STEP = 2;

function urlOf(origin: string, language: string, visitPath: string): string {
  return `${origin}/${language}${visitPath}${visitPath.includes('?') ? '&' : '?'}${NO_ONE_TAP}`;
}

async function act(page: Page, step: Step<Reach>): Promise<void> {
  const { action } = step;
  if (action.kind === 'base') return;
  if (action.kind === 'reach') return action.reach(page);
  if (action.reach) return action.reach(page);
  const tab = page.getByRole('tab').nth(action.index);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

async function shoot(
  ctx: JobContext,
  job: Job<Reach>,
  screen: GalleryScreen,
): Promise<Extract<CellOutcome, { status: 'shot' }>> {
  const { worker, settings } = ctx;
  const files = shotFiles(job.edition, job.language, screen.id, settings.format);
  const order: ColourMode[] = worker.mode === 'light' ? ['light', 'dark'] : ['dark', 'light'];
  const ignored: ColourMode[] = [];
  for (const mode of order) {
    if (worker.mode !== mode) {
      worker.mode = mode;
      if (!(await setColourMode(worker.page, mode))) ignored.push(mode);
    }
    await worker.page.screenshot({
      path: path.join(settings.outDir, files[mode]),
      type: settings.format,
      ...(settings.format === 'jpeg' ? { quality: settings.quality } : {}),
      fullPage: settings.fullLength && screen.kind === 'screen',
      // Fades and colour transitions end at once, so the picture is the settled state.
      animations: 'disabled',
    });
  }
  if (ignored.length > 0) {
    return {
      status: 'shot',
      files,
      note: `the page did not follow the system's ${ignored.join(' and ')} mode: both pictures show the mode it keeps`,
    };
  }
  return { status: 'shot', files };
}

async function runStep(
  ctx: JobContext,
  job: Job<Reach>,
  step: Step<Reach>,
  note: string | undefined,
): Promise<CellOutcome> {
  const screen = ctx.screens.get(step.screen) ?? {
    id: step.screen,
    name: step.screen,
    kind: 'screen',
  };
  const key = `${job.edition}\n${step.screen}`;
  const skipped = ctx.unreachable.get(key);
  if (skipped !== undefined) return { status: 'absent', reason: skipped };
  try {
    await act(ctx.worker.page, step);
  } catch (error) {
    if (step.home || step.action.kind !== 'reach') {
      return { status: 'failed', reason: `could not be reached: ${reasonOf(error)}` };
    }
    const reason = `its way there (from the catalogue) did not work on this edition, in ${job.language}: ${reasonOf(error)}`;
    ctx.unreachable.set(key, reason);
    return { status: 'absent', reason };
  }
  try {
    if (step.action.kind !== 'base')
      await settle(ctx.worker.page, ctx.worker.quiet, ctx.settings.stepIdleMs);
    const shot = await shoot(ctx, job, screen);
    const notes = [note, shot.note].filter(Boolean).join('; ');
    return notes ? { ...shot, note: notes } : shot;
  } catch (error) {
    return { status: 'failed', reason: `could not be shot: ${reasonOf(error)}` };
  }
}

async function runVisit(
  ctx: JobContext,
  job: Job<Reach>,
  visit: Visit<Reach>,
  record: (screen: string, outcome: CellOutcome) => void,
  checkFonts: boolean,
): Promise<{ consent?: ConsentColumn; boxes?: boolean }> {
  const { page } = ctx.worker;
  const url = urlOf(ctx.origin, job.language, visit.path);
  try {
    await forgetVisitor(page, ctx.origin);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page, ctx.worker.quiet, ctx.settings.loadIdleMs);
  } catch (error) {
    const reason = `the page did not load (${pageOf(url)}): ${reasonOf(error)}`;
    for (const step of visit.steps) record(step.screen, { status: 'failed', reason });
    return visit.captureConsent ? { consent: { language: job.language, error: reason } } : {};
  }
  const boxes = checkFonts ? await textShowsAsBoxes(page).catch(() => undefined) : undefined;
  const landed = pageOf(page.url());
  const note = landed !== pageOf(url) ? `opens ${landed}` : undefined;
  let consent: ConsentColumn | undefined;
  if (visit.captureConsent) {
    try {
      const capture = await captureConsent(page, ctx.entityNames);
      consent = {
        language: job.language,
        capture,
        ...(note ? { note: 'this edition sends its visitors there to register' } : {}),
      };
    } catch (error) {
      consent = { language: job.language, error: reasonOf(error) };
    }
  }
  for (const step of visit.steps) record(step.screen, await runStep(ctx, job, step, note));
  return { ...(consent ? { consent } : {}), ...(boxes === undefined ? {} : { boxes }) };
}

/**
 * Everything of one edition in one language on the worker's page: each visit loads its page as
 * a first-time visitor, reads the consent where asked, then shoots each step in light and dark;
 * each page is checked for text drawn as empty boxes until one has it.
 * Nothing here throws: a page that does not load or a step that fails is recorded with why.
 */
export async function runJob(job: Job<Reach>, ctx: JobContext): Promise<JobResult> {
  const folder = path.dirname(shotFiles(job.edition, job.language, 'x', ctx.settings.format).light);
  mkdirSync(path.join(ctx.settings.outDir, folder), { recursive: true });
  const cells: GalleryCell[] = [];
  let consent: ConsentColumn | undefined;
  let boxes: boolean | undefined;
  const record = (screen: string, outcome: CellOutcome) => {
    cells.push({ edition: job.edition, language: job.language, screen, outcome });
    ctx.onShots(IMAGES_PER_STEP, outcome.status === 'failed' ? IMAGES_PER_STEP : 0);
  };
  for (const visit of job.visits) {
    const read = await runVisit(ctx, job, visit, record, boxes !== true);
    consent ??= read.consent;
    if (read.boxes !== undefined) boxes = boxes === true || read.boxes;
  }
  return { cells, ...(consent ? { consent } : {}), boxes: boxes === true };
}
