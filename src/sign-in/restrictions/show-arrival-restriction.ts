/**
 * The arrival dialog of an is_visible 0 visitor (docs/login.md, "Visitor restrictions"): the
 * country's restriction dialog when the IP info places the visitor in one of the edition's
 * restricted countries or regions, else `otherwise`. Loaded only for such a visitor, so neither
 * the table nor the dialog is in a page's first load.
 */
import { createElement } from 'react';
import type { IpInfo } from '@/api/endpoints/ip-info';
import type { DialogService } from '@/ui/dialog-service';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { restrictionFor } from './country-restrictions';

// Its own chunk: the list of what it needs stays out of the pages' first load.
const CountryRestrictionDialog = lazyWithTimeout(
  () => import('./country-restriction-dialog'),
  'country-restriction-dialog',
);

export async function showArrivalRestriction(input: {
  readonly info: IpInfo;
  readonly restrictedRegions: readonly string[];
  readonly dialogs: DialogService;
  readonly otherwise?: ((info: IpInfo) => void) | undefined;
}): Promise<void> {
  const restriction = restrictionFor(input.info, input.restrictedRegions);
  if (!restriction) {
    input.otherwise?.(input.info);
    return;
  }
  await input.dialogs.open<void>((done) =>
    createElement(CountryRestrictionDialog, {
      restriction,
      ip: input.info.ip,
      onClose: () => done(),
    }),
  );
}
