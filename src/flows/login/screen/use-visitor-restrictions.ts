import { useTranslation } from 'react-i18next';
import { API_PATHS } from '@/api/paths';
import { useCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import { useAfterHydration } from '@/sign-in/browser/use-client-value';
import { useCountryRestrictionOnArrival } from '@/sign-in/restrictions/use-country-restriction-on-arrival';

/**
 * The visitor's IP restrictions (docs/login.md, "Visitor restrictions"): with is_visible 0 a
 * dialog opens once on arrival — the country's own restriction dialog for the edition's
 * restricted countries and regions, else the IP-restricted dialog; with is_login 0 the screen
 * shows the login-limited notice (the login itself is refused with 31018 by the server).
 */
export function useVisitorRestrictions(): { loginLimited: boolean } {
  const openDialog = useCatalogueDialog();
  const { t } = useTranslation('login');
  const ipInfo = useCountryRestrictionOnArrival((info) => {
    void openDialog('ipBan', {
      message: t('restricted.ipHidden'),
      path: API_PATHS.ipInfo,
      result: { ip: info.ip, country: info.code },
    });
  });

  // Not while hydrating: the prerendered page has no notice, whenever the answer arrives.
  const hydrated = useAfterHydration();
  return { loginLimited: hydrated && ipInfo?.is_login === 0 };
}
