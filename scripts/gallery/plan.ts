import { availability, type Action, type PlanEdition, type PlanEntry } from './availability';
import { colourModes } from './model';

/** One state to shoot (light and dark) in a visit: the page as it opens, a tab, or a dialog. */
export interface Step<R> {
  readonly screen: string;
  readonly action: Exclude<Action<R>, { kind: 'alias' }>;
  /** The entry's own edition: a `reach` that fails there is a failure, elsewhere an absence. */
  readonly home: boolean;
}

/**
 * One page load, in every language of the edition. Its steps run in order on the loaded page: the
 * page as it opens first, then its tabs; a dialog (or any other `reach`) gets a visit of its own,
 * so it starts from a fresh page, unless its entry says how to leave it (`leave`): the states of
 * one path that say so share a visit, each left before the next is reached (a state that cannot
 * be reached or left hands the rest to a fresh load, run-job.ts). Each state is shot in each
 * language by switching the loaded page's language in place, unless the visit is `fresh`.
 */
export interface Visit<R> {
  readonly path: string;
  readonly steps: readonly Step<R>[];
  /** Read the register page's consent texts in each language, before any step. */
  readonly captureConsent: boolean;
  /**
   * Load the page afresh in each language instead of switching it in place: a step's entry
   * says its state does not survive a switch (`freshPerLanguage` in the catalogue).
   */
  readonly fresh: boolean;
}

/** The pool's unit: one visit of one edition, in each of the edition's languages, on one page. */
export interface Job<R> {
  readonly edition: string;
  /** The edition's languages walked, its default (or first asked for) first. */
  readonly languages: readonly string[];
  readonly visit: Visit<R>;
}

export interface PlannedAbsence {
  readonly edition: string;
  readonly language: string;
  readonly screen: string;
  readonly reason: string;
}

export interface PlannedAlias {
  readonly edition: string;
  readonly language: string;
  readonly screen: string;
  /** The screen whose shots it shares. */
  readonly of: string;
}

export interface Plan<R> {
  readonly jobs: readonly Job<R>[];
  readonly absences: readonly PlannedAbsence[];
  readonly aliases: readonly PlannedAlias[];
  /** Images the run takes: every step in each colour mode. */
  readonly shots: number;
}

export const REGISTER_PATH = '/register';

/** The visits of one edition (the same in each of its languages). */
function visitsOf<R>(
  entries: readonly PlanEntry<R>[],
  edition: PlanEdition,
  homes: readonly PlanEdition[],
): {
  visits: Visit<R>[];
  absent: { screen: string; reason: string }[];
  aliases: { screen: string; of: string }[];
} {
  const shared = new Map<string, { base: Step<R>[]; tabs: Step<R>[] }>();
  const leftInTurn = new Map<string, Step<R>[]>();
  // A path's page and tabs (by path), or the steps of a visit of their own: one dialog, or the
  // dialogs of a path that are left in turn.
  const order: (string | Step<R>[])[] = [];
  const absent: { screen: string; reason: string }[] = [];
  const aliases: { screen: string; of: string }[] = [];
  entries.forEach((entry, i) => {
    const home = homes.find((e) => e.id === entry.edition);
    const found = availability(entry, edition, entries.slice(0, i), home);
    if (!found.on) {
      absent.push({ screen: entry.id, reason: found.reason });
      return;
    }
    const { action } = found;
    if (action.kind === 'alias') {
      aliases.push({ screen: entry.id, of: action.of });
      return;
    }
    const step: Step<R> = { screen: entry.id, action, home: entry.edition === edition.id };
    if (action.kind === 'reach' && (action.leave === undefined || entry.freshPerLanguage)) {
      order.push([step]);
      return;
    }
    if (action.kind === 'reach') {
      // States a visitor can leave share a load with the others of their path.
      const inTurn = leftInTurn.get(entry.path);
      if (inTurn) inTurn.push(step);
      else {
        leftInTurn.set(entry.path, [step]);
        order.push(leftInTurn.get(entry.path)!);
      }
      return;
    }
    let group = shared.get(entry.path);
    if (!group) {
      group = { base: [], tabs: [] };
      shared.set(entry.path, group);
      order.push(entry.path);
    }
    (action.kind === 'base' ? group.base : group.tabs).push(step);
  });
  const fresh = (steps: readonly Step<R>[]) =>
    steps.some((s) => entries.find((e) => e.id === s.screen)?.freshPerLanguage === true);
  const visits: Visit<R>[] = order.map((item) => {
    if (typeof item !== 'string') {
      return {
        path: entries.find((e) => e.id === item[0]!.screen)!.path,
        steps: item,
        captureConsent: false,
        fresh: fresh(item),
      };
    }
    const group = shared.get(item)!;
    const steps = [...group.base, ...group.tabs];
    return { path: item, steps, captureConsent: item === REGISTER_PATH, fresh: fresh(steps) };
  });
  if (!visits.some((v) => v.captureConsent)) {
    visits.push({ path: REGISTER_PATH, steps: [], captureConsent: true, fresh: false });
  }
  return { visits, absent, aliases };
}

function selectScreens<R>(
  planned: ReturnType<typeof visitsOf<R>>,
  screens: ReadonlySet<string>,
): ReturnType<typeof visitsOf<R>> {
  const aliases = planned.aliases.filter((a) => screens.has(a.screen));
  const needed = new Set([...screens, ...aliases.map((a) => a.of)]);
  return {
    visits: planned.visits
      .map((v) => ({ ...v, steps: v.steps.filter((s) => needed.has(s.screen)) }))
      .filter((v) => v.steps.length > 0 || v.captureConsent),
    absent: planned.absent.filter((a) => screens.has(a.screen)),
    aliases,
  };
}

/**
 * What a run does: for each edition, its visits (each in all its languages) and their steps, the
 * entries that are not on the edition (and why), and the entries that share another's shots.
 * `homes` are all editions (an entry's own edition may be left out of a partial run); `screens`
 * limits the run to some entries (an entry that shares another's shots brings that one along).
 */
export function planGallery<R>(
  entries: readonly PlanEntry<R>[],
  editions: readonly PlanEdition[],
  homes: readonly PlanEdition[] = editions,
  screens?: ReadonlySet<string>,
): Plan<R> {
  const jobs: Job<R>[] = [];
  const absences: PlannedAbsence[] = [];
  const aliases: PlannedAlias[] = [];
  let steps = 0;
  const planned = editions.map((edition) => ({
    edition,
    ...(screens
      ? selectScreens(visitsOf(entries, edition, homes), screens)
      : visitsOf(entries, edition, homes)),
  }));
  const costOf = (visit: Visit<R>, edition: PlanEdition) =>
    visitCost(visit, edition.languages.length);
  const editionCost = ({ edition, visits }: (typeof planned)[number]) =>
    visits.reduce((sum, v) => sum + costOf(v, edition), 0);
  for (const { edition, visits, absent, aliases: shared } of longestFirst(planned, editionCost)) {
    if (edition.languages.length === 0) continue;
    for (const visit of longestFirst(visits, (v) => costOf(v, edition))) {
      jobs.push({ edition: edition.id, languages: edition.languages, visit });
      steps += visit.steps.length * edition.languages.length;
    }
    for (const language of edition.languages) {
      for (const a of absent) absences.push({ edition: edition.id, language, ...a });
      for (const a of shared) aliases.push({ edition: edition.id, language, ...a });
    }
  }
  return { jobs, absences, aliases, shots: steps * colourModes.length };
}

/**
 * About how long a visit takes, in pictures: each step in each language, a fresh load in each
 * language counting as three (a load takes about four times a switch, docs/editions.md).
 */
export function visitCost(visit: Visit<unknown>, languages: number): number {
  return Math.max(1, visit.steps.length) * languages * (visit.fresh ? 3 : 1);
}

/**
 * Longest first, the rest in their order: the pool's pages then end the run on short jobs
 * together instead of three waiting for a long one. Jobs stay grouped by edition, so a page
 * keeps its edition's browser context (and cache) from one job to the next.
 */
function longestFirst<T>(items: readonly T[], cost: (item: T) => number): T[] {
  const costs = new Map(items.map((item) => [item, cost(item)]));
  return [...items].sort((a, b) => costs.get(b)! - costs.get(a)!);
}
