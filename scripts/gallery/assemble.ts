import type {
  ConsentColumn,
  ConsentSheet,
  GalleryCell,
  GalleryEdition,
  GalleryModel,
  GalleryScreen,
  RunFacts,
} from './model';
import type { PlannedAbsence, PlannedAlias } from './plan';

/**
 * The gallery's model from a run: the cells the jobs recorded, the entries the plan found not on
 * an edition, and each alias given the outcome of the screen it shares (with a note saying so).
 */
export function assembleModel(input: {
  readonly editions: readonly GalleryEdition[];
  readonly screens: readonly GalleryScreen[];
  readonly shot: readonly GalleryCell[];
  readonly absences: readonly PlannedAbsence[];
  readonly aliases: readonly PlannedAlias[];
  readonly consent: readonly (ConsentColumn & { readonly edition: string })[];
  readonly run: RunFacts;
}): GalleryModel {
  const { editions, screens, shot, absences, aliases, consent, run } = input;
  const absent: GalleryCell[] = absences.map(({ reason, ...where }) => ({
    ...where,
    outcome: { status: 'absent', reason },
  }));
  const aliased: GalleryCell[] = aliases.map(({ of, ...where }) => {
    const original = shot.find(
      (c) => c.edition === where.edition && c.language === where.language && c.screen === of,
    );
    const name = screens.find((s) => s.id === of)?.name ?? of;
    if (!original) {
      return { ...where, outcome: { status: 'failed', reason: `“${name}” was not shot` } };
    }
    const outcome =
      original.outcome.status === 'shot'
        ? { ...original.outcome, note: `the same page as “${name}”` }
        : original.outcome;
    return { ...where, outcome };
  });
  const sheets: ConsentSheet[] = editions.map((e) => ({
    edition: e.id,
    columns: consent.filter((c) => c.edition === e.id).map(({ edition: _edition, ...c }) => c),
  }));
  return { editions, screens, cells: [...shot, ...absent, ...aliased], consent: sheets, run };
}
