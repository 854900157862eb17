import { createElement } from 'react';
import { useSession } from '@/api/session-context';
import { useTracking } from '@/sign-in/contracts/tracking';
import { useEdition } from '@/editions/edition-context';
import { siteByEdition } from '@/editions/edition-site';
import { useDialogs } from '@/ui/dialog-service';
import type ComplianceWallDialog from './compliance-wall-dialog';
import type { ComplianceWallChoice } from './compliance-wall-dialog';
import type { SiteChoice } from './finish-sign-in';
import { decideSiteJump, type SiteJumpContext } from './site-jump';
import { siteUrl } from './site-url';
import { leavePage } from './leave-page';

export const COMPLIANCE_WALL_LOAD_FAILED = 'ComplianceWallLoadFailed';

/**
 * Applies the site-jump rule (site-jump.ts) to a sign-in's KYC country, from every flow: when a jump is due the compliance wall
 * shows the target site and address; going there ends this site's session.
 */
export function useSiteJump(
  context: SiteJumpContext,
): (kycCountry: string | null | undefined) => Promise<SiteChoice> {
  const { manifest, sites } = useEdition();
  const dialogs = useDialogs();
  const tokens = useSession();
  const { track } = useTracking();

  return async (kycCountry) => {
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
      track(COMPLIANCE_WALL_LOAD_FAILED, {
        targetSite,
        message: error instanceof Error ? error.message : String(error),
      });
      return 'stayed';
    }
    const choice = await dialogs.open<ComplianceWallChoice>((done) =>
      createElement(Wall, {
        targetSite,
        targetUrl,
        forced: decision.forced,
        onChoose: done,
      }),
    );
    if (choice === 'stay') return 'stayed';
    // The account is served by the other site: nothing of it stays signed in here.
    tokens.clear();
    leavePage(targetUrl);
    return 'left';
  };
}
