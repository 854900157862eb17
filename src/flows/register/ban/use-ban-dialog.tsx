import { useCallback } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { useEdition } from '@/editions/edition-context';
import { useDialogs } from '@/ui/dialog-service';
import {
  initialBanDialogState,
  type BanDialogData,
  type BanDialogResult,
  type BanDialogType,
} from './ban-dialog-machine';

const BanDialog = lazyWithTimeout(() => import('./ban-dialog'), 'ban-dialog');

export interface OpenBanDialogData extends BanDialogData {
  /**
   * Type 5: what "Contact customer service" does; by default the page's customer-service chat
   * (`useCustomerServiceChat`, read by the dialog itself so it stays out of the page's first
   * load), and without either the button is not shown.
   */
  readonly onCustomerService?: () => void;
}

export type OpenBanDialog = (
  type: BanDialogType,
  data?: OpenBanDialogData,
) => Promise<BanDialogResult>;

/**
 * Opens the ban dialog at `type` and resolves with the visitor's final choice once it closes
 * (its internal steps 2 → 6 → 1 included): 'handleNo' means "run the captcha" (with is_fake and
 * the e-mail in waitlist mode), 'customerService' or 'close' otherwise.
 */
export function useBanDialog(): OpenBanDialog {
  const dialogs = useDialogs();
  const { manifest } = useEdition();
  const restrictedCountries = manifest.restrictedCountries;
  return useCallback(
    (type, data = {}) =>
      dialogs.open<BanDialogResult>((resolve) => (
        <BanDialog
          initial={initialBanDialogState(type, data)}
          restrictedCountries={restrictedCountries}
          onCustomerService={data.onCustomerService}
          onDone={resolve}
        />
      )),
    [dialogs, restrictedCountries],
  );
}
