import { useEffect, useRef } from 'react';
import { ipInfoQueryOptions, type IpInfo } from '@/api/endpoints/ip-info';
import { useEdition } from '@/editions/edition-context';
import { useDialogs } from '@/ui/dialog-service';
import { useApiClient } from '../contracts/api-client';
import { useOnDemandQuery } from '../query/use-on-demand-query';

/**
 * On the login and register pages (docs/login.md, "Visitor restrictions"): when the IP info says
 * the sign-in is not visible here (is_visible 0), a dialog opens once on arrival — the country's
 * restriction dialog for the edition's restricted countries and regions, else `otherwise`
 * (login: the IP-restricted dialog). The rule and the dialog load only then
 * (./show-arrival-restriction.ts). Returns the IP info answer.
 */
export function useCountryRestrictionOnArrival(
  otherwise?: (info: IpInfo) => void,
): IpInfo | undefined {
  const client = useApiClient();
  const dialogs = useDialogs();
  const { manifest } = useEdition();
  const ipInfo = useOnDemandQuery(ipInfoQueryOptions(client));
  const shown = useRef(false);
  const otherwiseRef = useRef(otherwise);
  useEffect(() => {
    otherwiseRef.current = otherwise;
  });
  const info = ipInfo.data;
  const restrictedRegions = manifest.restrictedCountries;

  useEffect(() => {
    if (!info || info.is_visible !== 0 || shown.current) return;
    shown.current = true;
    void import('./show-arrival-restriction')
      .then(({ showArrivalRestriction }) =>
        showArrivalRestriction({
          info,
          restrictedRegions,
          dialogs,
          otherwise: otherwiseRef.current,
        }),
      )
      // The rule's chunk did not arrive: the plain IP-restricted dialog (or nothing) instead.
      .catch(() => otherwiseRef.current?.(info));
  }, [info, dialogs, restrictedRegions]);

  return info;
}
