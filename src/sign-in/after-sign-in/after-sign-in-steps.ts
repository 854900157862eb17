/**
 * The after-sign-in steps as they run on the page (docs/login.md, "After sign-in"), loaded when a
 * sign-in ends rather than with the page: the site jump with its compliance wall, the residence
 * confirmation, the profile and the destination. signInCompletion (sign-in-completion.ts)
 * hands them the page's environment.
 */
import { createElement } from 'react';
import { ipInfoQueryOptions } from '@/api/endpoints/ip-info';
import { profileQueryOptions } from '@/api/endpoints/profile';
import { getResidenceConfig } from '@/api/endpoints/residence-config';
import { API_PATHS } from '@/api/paths';
import { siteByCode, siteByEdition } from '@/editions/edition-site';
import { localStore } from '@/lib/storage';
import type ComplianceWallDialog from './compliance-wall-dialog';
import type { ComplianceWallChoice } from './compliance-wall-dialog';
import { destinationFor } from './destination-input';
import type { SignedInResult, SiteChoice } from './finish-sign-in';
import { leavePage } from './leave-page';
import { residencePromptDue } from './residence-prompt';
import type { SignInEnvironment } from './sign-in-environment';
import { decideSiteJump, homeSite, type SiteJumpContext } from './site-jump';
import { siteUrl } from './site-url';

export const COMPLIANCE_WALL_LOAD_FAILED = 'ComplianceWallLoadFailed';
/** When the residence confirmation was last shown on this site (ms since the epoch). */
export const RESIDENCE_SHOWN_AT_KEY = 'residence-confirm-shown-at';

/** A new session: whatever profile was cached belongs to nobody now. */
export async function fetchFreshProfile(
  env: SignInEnvironment,
): Promise<{ id: string } | undefined> {
  const queryClient = await env.loadQueryClient();
  queryClient.removeQueries({ queryKey: profileQueryOptions(env.client).queryKey });
  const profile = await queryClient
    .fetchQuery(profileQueryOptions(env.client))
    .catch(() => undefined);
  return profile ? { id: String(profile.id) } : undefined;
}

/**
 * The site-jump rule (site-jump.ts) for a sign-in's KYC country: when a jump is due, the
 * compliance wall shows the target site and its address; going there ends this site's session.
 */
export async function offerSiteJump(
  env: SignInEnvironment,
  context: SiteJumpContext,
  kycCountry: string | null | undefined,
): Promise<SiteChoice> {
  const { manifest, sites } = env.edition;
  const current = siteByEdition(sites, manifest.id);
  if (!current) return 'stayed';
  const decision = decideSiteJump({ kycCountry, current, sites, context });
  if (!decision.jump) return 'stayed';
  const targetSite = decision.target.siteCode;
  const targetUrl = siteUrl(decision.target, window.location);
  if (!targetUrl) return 'stayed';

  let Wall: typeof ComplianceWallDialog;
  try {
    Wall = (await import('./compliance-wall-dialog')).default;
  } catch (error) {
    env.track(COMPLIANCE_WALL_LOAD_FAILED, {
      targetSite,
      message: error instanceof Error ? error.message : String(error),
    });
    return 'stayed';
  }
  const choice = await env.dialogs.open<ComplianceWallChoice>((done) =>
    createElement(Wall, { targetSite, targetUrl, forced: decision.forced, onChoose: done }),
  );
  if (choice === 'stay') return 'stayed';
  // The account is served by the other site: nothing of it stays signed in here.
  env.tokens.clear();
  // In the widget the host page goes there: the frame is only part of it (docs/embedding.md).
  if (env.widget) env.widget.navigateTop(targetUrl);
  else leavePage(targetUrl);
  return 'left';
}

/**
 * The residence confirmation when the site's residence config guides the visitor's IP country
 * elsewhere and it was not shown in the last 24 h. The dialog's 'confirm' is a link to the
 * offered site (it navigates itself); any other choice stays.
 */
export async function confirmResidence(env: SignInEnvironment): Promise<SiteChoice> {
  const { manifest, sites } = env.edition;
  const [config, ip] = await Promise.all([
    getResidenceConfig(env.client, manifest.siteCode),
    env
      .loadQueryClient()
      .then((queryClient) => queryClient.fetchQuery(ipInfoQueryOptions(env.client)))
      .catch(() => undefined),
  ]);
  if (config?.retCode !== 0 || !config.result || !ip) return 'stayed';
  const stored = Number(localStore.get(RESIDENCE_SHOWN_AT_KEY));
  const now = Date.now();
  const prompt = residencePromptDue({
    config: config.result,
    visitorCountry: ip.code,
    currentSite: manifest.siteCode,
    homeSite: homeSite(sites)?.siteCode ?? '',
    lastShownAtMs: Number.isFinite(stored) && stored > 0 ? stored : null,
    nowMs: now,
  });
  if (!prompt) return 'stayed';
  const target = siteByCode(sites, prompt.targetSite);
  if (!target?.hosts.length) return 'stayed';
  localStore.set(RESIDENCE_SHOWN_AT_KEY, String(now));
  const choice = await env.openCatalogueDialog('residenceConfirm', {
    code: prompt.code,
    path: API_PATHS.residenceConfig,
    confirmEdition: target.edition,
  });
  return choice === 'confirm' ? 'left' : 'stayed';
}

/** redirect_url if allowed, else the landing table, for a signed-in account. */
export function destinationAfterSignIn(
  env: SignInEnvironment,
  result: SignedInResult,
): Promise<string> {
  return destinationFor(env, {}, result);
}
