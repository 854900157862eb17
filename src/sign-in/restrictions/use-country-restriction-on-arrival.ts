import { useQuery } from '@tanstack/react-query';
import { createElement, useEffect, useRef } from 'react';
import { ipInfoQueryOptions, type IpInfo } from '@/api/endpoints/ip-info';
import { useEdition } from '@/editions/edition-context';
import { useDialogs } from '@/ui/dialog-service';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { useApiClient } from '../contracts/api-client';
import { restrictionFor } from './country-restrictions';

const CountryRestrictionDialog = lazyWithTimeout(
  () => import('./country-restriction-dialog'),
  'country-restriction-dialog',
);

/**
 * On the login and register pages (docs/login.md, "Visitor restrictions"): when the IP info says
 * the sign-in is not visible here (is_visible 0) and places the visitor in one of the edition's
 * restricted countries or regions, that country's restriction dialog opens once on arrival.
 * `otherwise` runs instead for an is_visible 0 visitor from elsewhere (login: the IP-restricted
 * dialog). Returns the IP info answer.
 */
export function useCountryRestrictionOnArrival(
  otherwise?: (info: IpInfo) => void,
): IpInfo | undefined {
  const client = useApiClient();
  const dialogs = useDialogs();
  const { manifest } = useEdition();
  const ipInfo = useQuery({ ...ipInfoQueryOptions(client), throwOnError: false });
  const shown = useRef(false);
  const otherwiseRef = useRef(otherwise);
  useEffect(() => {
    otherwiseRef.current = otherwise;
  });
  const info = ipInfo.data;

  useEffect(() => {
    if (!info || info.is_visible !== 0 || shown.current) return;
    shown.current = true;
    const restriction = restrictionFor(info, manifest.restrictedCountries);
    if (!restriction) {
      otherwiseRef.current?.(info);
      return;
    }
    void dialogs.open<void>((done) =>
      createElement(CountryRestrictionDialog, {
        restriction,
        ip: info.ip,
        onClose: () => done(),
      }),
    );
  }, [info, dialogs, manifest.restrictedCountries]);

  return info;
}
