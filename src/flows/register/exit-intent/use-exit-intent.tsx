import { useEffect, useRef } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useEdition } from '@/editions/edition-context';
import { useDialogs } from '@/ui/dialog-service';
import { armHistoryGuardOnInteraction } from './history-guard';
import { checkRedeem } from '@/api/endpoints/redeem-check';
import {
  runExitIntent,
  variantOrigin,
  type ExitChoice,
  type ExitIntentOutcome,
  type ExitIntentVariant,
} from './run-exit-intent';

const ExitIntentDialog = lazyWithTimeout(
  () => import('./exit-intent-dialog'),
  'exit-intent-dialog',
);

export interface UseExitIntentOptions {
  /**
   * The caller's own condition (e.g. a welcome-gift offer is active and no registration is in
   * progress). Editions whose manifest says `register.exitIntent: false` (Turkey) never arm.
   */
  enabled: boolean;
  variant: ExitIntentVariant;
  /** Quit, or a skipped dialog: page mode goes back (`history.back()`), modal mode closes. */
  onQuit: () => void;
  /** Welcome-gift amount shown in the dialog. */
  amount?: string | undefined;
  /** Sent with the redeem check. */
  affiliateId?: string | undefined;
  referralCode?: string | undefined;
  /** Told how each interception ended (tracking, tests). */
  onOutcome?: ((outcome: ExitIntentOutcome) => void) | undefined;
}

/**
 * Arms the exit intent while `enabled`, from the visitor's first interaction with the page: the
 * first Back after it is intercepted, the redeem check runs and, unless the gift was already
 * claimed, the exit dialog asks Continue or Quit.
 */
export function useExitIntent(options: UseExitIntentOptions): void {
  const { manifest } = useEdition();
  const client = useApiClient();
  const dialogs = useDialogs();
  const active = options.enabled && manifest.register.exitIntent;
  // The latest options, read when Back is pressed, so re-renders do not re-push the entry.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!active) return undefined;
    return armHistoryGuardOnInteraction({ history: window.history, events: window }, () => {
      const current = latest.current;
      void runExitIntent({
        checkRedeem: () =>
          checkRedeem(client, {
            origin: variantOrigin(current.variant),
            affiliateId: current.affiliateId,
            ref: current.referralCode,
          }),
        openDialog: () =>
          dialogs.open<ExitChoice>((resolve) => (
            <ExitIntentDialog
              variant={current.variant}
              amount={current.amount}
              onChoose={resolve}
            />
          )),
        quit: () => latest.current.onQuit(),
      }).then((outcome) => latest.current.onOutcome?.(outcome));
    });
  }, [active, client, dialogs]);
}
