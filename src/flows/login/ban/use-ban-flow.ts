import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { banStartMs, getBanInfo, SELF_UNBIND_COOKIE } from '@/api/endpoints/ban-info';
import { TOAST_MS } from '@/api/error-constants';
import { API_PATHS } from '@/api/paths';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useEdition } from '@/editions/edition-context';
import { readCookie } from '@/lib/cookies';
import { showToast } from '@/ui/show-toast';
import { decideBan, selfUnblockPath } from './ban-decision';
import { BANNED_CODE } from '../password/login-codes';
import { leavePage } from '@/sign-in/after-sign-in/leave-page';

/**
 * The ban flow after a 31003: ask the ban info with the self_unbind_token cookie, then the
 * self-unblock page, the error toast (editions whose manifest says 'error-toast') or the banned
 * dialog with the unblock time.
 */
export function useBanFlow(): (message: string) => Promise<void> {
  const client = useApiClient();
  const openDialog = useCatalogueDialog();
  const { manifest } = useEdition();
  const { t, i18n } = useTranslation('login');

  return async (message) => {
    const answer = await getBanInfo(client, readCookie(SELF_UNBIND_COOKIE));
    const info = answer?.retCode === 0 ? answer.result : undefined;
    const decision = decideBan(
      {
        bannedAtMs: info ? banStartMs(info) : null,
        selfHelp: info ? Number(info.is_self_help_baned) === 1 : false,
      },
      Date.now(),
      manifest.login.longBan,
    );
    switch (decision.kind) {
      case 'selfUnblockPage':
        leavePage(selfUnblockPath(i18n.language));
        return;
      case 'errorToast':
        showToast({
          type: 'error',
          description: `${BANNED_CODE}: ${t('ban.longBanToast')}`,
          duration: TOAST_MS.general,
          closable: true,
        });
        return;
      case 'bannedDialog':
        await openDialog('banned', {
          code: BANNED_CODE,
          message,
          path: API_PATHS.banInfo,
          ...(decision.unblockAtMs === null ? {} : { unblockAtMs: decision.unblockAtMs }),
        });
        return;
      default:
        decision satisfies never;
    }
  };
}
