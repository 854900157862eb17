import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { NO_ONE_TAP } from '../../e2e/support/screen-catalogue';
import { captureConsent } from './consent-capture';
import { textShowsAsBoxes } from './fonts';
import { switchLanguage } from './language-switch';
import type { CellOutcome, ColourMode, ConsentColumn, GalleryCell, GalleryScreen } from './model';
import { forgetVisitor, settle } from './page-state';
import { pageOf, shotFiles } from './paths';
import type { Job, Step } from './plan';
import { reasonOf } from './reason';
import { act, shoot, type Reach, type ShotSettings, type WorkerPage } from './shoot';

export type { Reach, ShotSettings, WorkerPage } from './shoot';

export interface JobContext {
  readonly worker: WorkerPage;
  /** The edition's origin on the run's preview server. */
  readonly origin: string;
  readonly screens: ReadonlyMap<string, GalleryScreen>;
  readonly settings: ShotSettings;
  readonly entityNames: readonly string[];
  /** What `<html lang>` says for a language code (`tr-TUR` is `tr-TR`). */
  readonly htmlLang: (code: string) => string;
  /**
   * Edition and language pairs (`edition\nlanguage`) already checked for text drawn as empty
   * boxes, shared by the run's jobs: each pair is checked once.
   */
  readonly fontsChecked: Set<string>;
  /** Load every language afresh (`--fresh-loads`): the way to check the in-place switch. */
  readonly freshLoads: boolean;
  /** `count` images are done (or given up), `failed` of them failed. */
  readonly onShots: (count: number, failed: number) => void;
  /** What the page is doing now (`de-EU: shooting login-mobile`), for a run that stalls. */
  readonly doing?: (what: string) => void;
}

export interface JobResult {
  readonly cells: GalleryCell[];
  /** The consent read in each language, where the visit reads it. */
  readonly consent: ConsentColumn[];
  /** Languages whose text was drawn as empty boxes: no font for their script. */
  readonly boxes: string[];
  /**
   * Pages loaded, languages switched in place, switches that did not take, and the time spent
   * loading (up to settled) and switching (up to settled), in ms.
   */
  readonly counts: Counts;
}

export interface Counts {
  loads: number;
  switches: number;
  missed: number;
  loadMs: number;
  switchMs: number;
  /** Steps done on a page (a tab opened, a dialog reached), and the time they took. */
  steps: number;
  stepMs: number;
  /**
   * States left for the next one of the same visit (a dialog closed), the time that took, and
   * the leaves that did not bring the page back, whose next states were loaded afresh.
   */
  leaves: number;
  leaveMs: number;
  unleft: number;
  /** Pairs of pictures taken (light and dark), and the time they took. */
  shots: number;
  shotMs: number;
  /** Consent read and fonts checked on arriving in a language. */
  arriveMs: number;
}

export const noCounts = (): Counts => ({
  loads: 0,
  switches: 0,
  missed: 0,
  loadMs: 0,
  switchMs: 0,
  steps: 0,
  stepMs: 0,
  leaves: 0,
  leaveMs: 0,
  unleft: 0,
  shots: 0,
  shotMs: 0,
  arriveMs: 0,
});

const IMAGES_PER_STEP = 2;

/** A language still to shoot, from step `from` on, and whether it needs a page of its own. */
interface Pending {
  readonly language: string;
  readonly from: number;
  readonly alone: boolean;
}

/** What a job collects as it goes. */
interface Collected extends JobResult {
  /** Steps that are not on the edition after all (their `reach` failed there), with why. */
  readonly unreachable: Map<string, string>;
  record(language: string, screen: string, outcome: CellOutcome): void;
}

function urlOf(origin: string, language: string, visitPath: string): string {
  return `${origin}/${language}${visitPath}${visitPath.includes('?') ? '&' : '?'}${NO_ONE_TAP}`;
}

/** Why a call on the page failed: the run's watch gave the page up, or the error's own reason. */
function why(ctx: JobContext, error: unknown): string {
  return ctx.worker.givenUp ?? reasonOf(error);
}

function screenOf(ctx: JobContext, id: string): GalleryScreen {
  return ctx.screens.get(id) ?? { id, name: id, kind: 'screen' };
}

/**
 * Everything of one visit of one edition, in each of its languages. The page is loaded as a
 * first-time visitor in the first language; each state (the page as it opens, a tab, a dialog)
 * is then shot in each language by switching the page's language in place (language-switch.ts).
 * A language is loaded afresh instead where the visit asks for it (`fresh`), where the page
 * landed on another page than the one asked for (a redirect to another edition), and where a
 * switch did not take; the first load that fails hands the other languages to the next one.
 * The consent is read and the fonts checked in each language on arrival, before its first shot.
 * Nothing here throws: a page that does not load or a step that fails is recorded with why.
 */
export async function runJob(job: Job<Reach>, ctx: JobContext): Promise<JobResult> {
  for (const language of job.languages) {
    const folder = path.dirname(shotFiles(job.edition, language, 'x', ctx.settings.format).light);
    mkdirSync(path.join(ctx.settings.outDir, folder), { recursive: true });
  }
  const cells: GalleryCell[] = [];
  const collected: Collected = {
    cells,
    consent: [],
    boxes: [],
    counts: noCounts(),
    unreachable: new Map(),
    record: (language, screen, outcome) => {
      cells.push({ edition: job.edition, language, screen, outcome });
      ctx.onShots(IMAGES_PER_STEP, outcome.status === 'failed' ? IMAGES_PER_STEP : 0);
    },
  };
  const alone = ctx.freshLoads || job.visit.fresh;
  let pending: Pending[] = job.languages.map((language) => ({ language, from: 0, alone }));
  while (pending.length > 0) {
    const [lead, ...rest] = pending as [Pending, ...Pending[]];
    const together = lead.alone ? [] : rest.filter((p) => !p.alone && p.from === lead.from);
    pending = rest.filter((p) => !together.includes(p));
    pending.push(
      ...(await runLoad(
        ctx,
        job,
        lead,
        together.map((p) => p.language),
        collected,
      )),
    );
  }
  const { consent, boxes, counts } = collected;
  return { cells, consent, boxes, counts };
}

/**
 * One page load in `lead.language`, shooting the visit's steps from `lead.from` on in it and in
 * `others` (switched in place). Returns the languages left to load afresh.
 */
async function runLoad(
  ctx: JobContext,
  job: Job<Reach>,
  lead: Pending,
  others: readonly string[],
  out: Collected,
): Promise<Pending[]> {
  const { page } = ctx.worker;
  const { visit } = job;
  const steps = visit.steps.slice(lead.from);
  const readConsent = visit.captureConsent && lead.from === 0;
  const url = urlOf(ctx.origin, lead.language, visit.path);
  out.counts.loads++;
  const loading = Date.now();
  ctx.doing?.(`${lead.language}: loading ${pageOf(url)}`);
  try {
    await forgetVisitor(page, ctx.origin);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page, ctx.worker.quiet, ctx.settings.loadIdleMs);
    out.counts.loadMs += Date.now() - loading;
  } catch (error) {
    const reason = `the page did not load (${pageOf(url)}): ${why(ctx, error)}`;
    for (const step of steps) out.record(lead.language, step.screen, { status: 'failed', reason });
    if (readConsent) out.consent.push({ language: lead.language, error: reason });
    // The next language gets a load of its own, and the rest switch on it.
    return others.map((language) => ({ language, from: lead.from, alone: false }));
  }
  const landed = pageOf(page.url());
  const note = landed !== pageOf(url) ? `opens ${landed}` : undefined;
  const left: Pending[] = [];
  // A page that landed on another page than the one asked for (another edition's register page)
  // has that page's languages and prefixes: each language is loaded afresh.
  const active = note ? [lead.language] : [lead.language, ...others];
  if (note) left.push(...others.map((language) => ({ language, from: lead.from, alone: true })));
  const ignoredModes = new Set<ColourMode>();
  const arrived = new Set<string>();
  let current = lead.language;

  /** Brings the page to `language`; false (and the language left for a load of its own) if not. */
  const goTo = async (language: string, step: number): Promise<boolean> => {
    if (language !== current) {
      ctx.doing?.(`${language}: switching from ${current}`);
      const switching = Date.now();
      const took = await switchLanguage(
        page,
        { origin: ctx.origin, from: current, to: language },
        ctx.htmlLang(language),
        ctx.worker.quiet,
        ctx.settings.stepIdleMs,
      );
      out.counts.switches++;
      out.counts.switchMs += Date.now() - switching;
      // A switch that did not take may still have moved the address to the new prefix.
      if (took !== 'stayed') current = language;
      if (took !== 'done') {
        out.counts.missed++;
        active.splice(active.indexOf(language), 1);
        left.push({ language, from: lead.from + step, alone: true });
        return false;
      }
    }
    if (!arrived.has(language)) {
      arrived.add(language);
      ctx.doing?.(`${language}: reading consent, checking fonts`);
      const arriving = Date.now();
      await arrive(ctx, job.edition, language, readConsent ? note : false, out);
      out.counts.arriveMs += Date.now() - arriving;
    }
    return true;
  };

  // The consent is read before any step; where the first step is the page as it opens, on it.
  if (readConsent && steps[0]?.action.kind !== 'base') {
    for (const language of inOrder(active, current)) await goTo(language, 0);
  }
  let reached = true;
  for (const [i, step] of steps.entries()) {
    if (i > 0 && !(await leaveStep(ctx, steps[i - 1]!, reached, current, out))) {
      // The page is not as it loaded: the states left get a load of their own.
      left.push(
        ...active.map((language) => ({ language, from: lead.from + i, alone: lead.alone })),
      );
      return left;
    }
    const reaching = Date.now();
    const failed = await reachStep(ctx, step, current, active, out);
    out.counts.steps++;
    out.counts.stepMs += Date.now() - reaching;
    reached = !failed;
    if (failed) continue;
    for (const language of inOrder(active, current)) {
      if (!(await goTo(language, i))) continue;
      const shooting = Date.now();
      const outcome = await shootStep(ctx, job, language, step, note, ignoredModes);
      out.counts.shots++;
      out.counts.shotMs += Date.now() - shooting;
      out.record(language, step.screen, outcome);
    }
  }
  // Languages not arrived in yet (no steps, or none reached): the consent and fonts.
  for (const language of inOrder(active, current)) {
    if (!arrived.has(language)) await goTo(language, steps.length);
  }
  return left;
}

/** `languages` starting with `current`, so the page is not switched away and back. */
function inOrder(languages: readonly string[], current: string): string[] {
  return [...languages].sort((a, b) => Number(b === current) - Number(a === current));
}

/**
 * Leaves the state a step reached, so the next state of the visit can be reached on the same page
 * (the plan puts several states in one visit only where each can be left, plan.ts). False where
 * the page cannot be counted on to be as it loaded: the step was not reached, or leaving it failed.
 */
async function leaveStep(
  ctx: JobContext,
  step: Step<Reach>,
  reached: boolean,
  language: string,
  out: Collected,
): Promise<boolean> {
  if (step.action.kind !== 'reach') return true;
  const { leave } = step.action;
  if (!reached || leave === undefined) return false;
  ctx.doing?.(`${language}: leaving ${step.screen}`);
  const leaving = Date.now();
  out.counts.leaves++;
  try {
    await leave(ctx.worker.page);
    return true;
  } catch {
    out.counts.unleft++;
    return false;
  } finally {
    out.counts.leaveMs += Date.now() - leaving;
  }
}

/**
 * Does a step on the page; on failure records it for every language on the page and returns
 * true. A `reach` that fails on an edition that is not its own makes the entry absent there.
 */
async function reachStep(
  ctx: JobContext,
  step: Step<Reach>,
  language: string,
  active: readonly string[],
  out: Collected,
): Promise<boolean> {
  const skipped = out.unreachable.get(step.screen);
  const fail = (outcome: CellOutcome) => {
    for (const l of active) out.record(l, step.screen, outcome);
    return true;
  };
  if (skipped !== undefined) return fail({ status: 'absent', reason: skipped });
  ctx.doing?.(`${language}: reaching ${step.screen}`);
  try {
    await act(ctx.worker.page, step);
    if (step.action.kind !== 'base') {
      await settle(ctx.worker.page, ctx.worker.quiet, ctx.settings.stepIdleMs);
    }
    return false;
  } catch (error) {
    if (step.home || step.action.kind !== 'reach' || ctx.worker.givenUp) {
      return fail({ status: 'failed', reason: `could not be reached: ${why(ctx, error)}` });
    }
    const reason = `its way there (from the catalogue) did not work on this edition, in ${language}: ${reasonOf(error)}`;
    out.unreachable.set(step.screen, reason);
    return fail({ status: 'absent', reason });
  }
}

async function shootStep(
  ctx: JobContext,
  job: Job<Reach>,
  language: string,
  step: Step<Reach>,
  note: string | undefined,
  ignoredModes: Set<ColourMode>,
): Promise<CellOutcome> {
  ctx.doing?.(`${language}: shooting ${step.screen}`);
  try {
    const where = { edition: job.edition, language };
    const shot = await shoot(
      ctx.worker,
      ctx.settings,
      where,
      screenOf(ctx, step.screen),
      ignoredModes,
    );
    const notes = [note, shot.note].filter(Boolean).join('; ');
    return notes ? { ...shot, note: notes } : shot;
  } catch (error) {
    return { status: 'failed', reason: `could not be shot: ${why(ctx, error)}` };
  }
}

/**
 * The first time the page is in a language: its fonts are checked (once per edition and
 * language in the run) and, where `consent` is not false, the consent is read; `consent` is the
 * visit's "opens" note, if any.
 */
async function arrive(
  ctx: JobContext,
  edition: string,
  language: string,
  consent: string | undefined | false,
  out: Collected,
): Promise<void> {
  const { page } = ctx.worker;
  const key = `${edition}\n${language}`;
  if (!ctx.fontsChecked.has(key)) {
    const boxes = await textShowsAsBoxes(page).catch(() => undefined);
    if (boxes !== undefined) ctx.fontsChecked.add(key);
    if (boxes === true) out.boxes.push(language);
  }
  if (consent === false) return;
  try {
    const capture = await captureConsent(page, ctx.entityNames);
    out.consent.push({
      language,
      capture,
      ...(consent ? { note: 'this edition sends its visitors there to register' } : {}),
    });
  } catch (error) {
    out.consent.push({ language, error: why(ctx, error) });
  }
}
