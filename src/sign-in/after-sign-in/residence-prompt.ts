/**
 * Residence confirmation after a login (docs/login.md, "Residence confirmation"): a
 * visitor whose IP country belongs to another site, per the site's residence config, is asked
 * to confirm where they live; the question comes back 24 h after it was last shown.
 */
import type { ResidenceConfig } from '@/api/endpoints/residence-config';

export const RESIDENCE_CONFIRM_CODES = [
  'euSiteNoEuResidenceConfirm',
  'mainSiteEuResidenceConfirm',
  'ResidenceConfirm',
  'AeResidenceConfirm',
] as const;
export type ResidenceConfirmCode = (typeof RESIDENCE_CONFIRM_CODES)[number];

/**
 * The residence dialog is shown again 24 h after the stored last time
 * (docs/login.md, "Residence confirmation").
 */
export const RESIDENCE_RESHOW_MS = 86_400_000;

export interface ResidencePromptInput {
  readonly config: ResidenceConfig;
  /** Two-letter IP country of the visitor. */
  readonly visitorCountry: string;
  readonly currentSite: string;
  /** Site code of the home site, which serves countries no listed site serves. */
  readonly homeSite: string;
  /** When this confirmation was last shown (ms), null if never. */
  readonly lastShownAtMs: number | null;
  readonly nowMs: number;
}

export interface ResidencePrompt {
  readonly code: ResidenceConfirmCode;
  /** The site the visitor is offered (its site code). */
  readonly targetSite: string;
}

/**
 * The confirmation due now, or null. The site's config names it (`showMode`); it is due when
 * the visitor's country is guided to another site, or, on a site that lists the countries it
 * serves (`countries2`), when the visitor's country is not among them (then the home site).
 */
export function residencePromptDue(input: ResidencePromptInput): ResidencePrompt | null {
  const code = RESIDENCE_CONFIRM_CODES.find((candidate) => candidate === input.config.showMode);
  if (!code) return null;
  if (input.lastShownAtMs !== null && input.nowMs - input.lastShownAtMs < RESIDENCE_RESHOW_MS) {
    return null;
  }
  const country = input.visitorCountry.toUpperCase();
  const guide = input.config.guideConfigs.find(
    (entry) => entry.country2.toUpperCase() === country && entry.siteId !== input.currentSite,
  );
  if (guide) return { code, targetSite: guide.siteId };
  const served = input.config.countries2 ?? [];
  if (served.length > 0 && !served.some((c) => c.toUpperCase() === country)) {
    return { code, targetSite: input.homeSite };
  }
  return null;
}
