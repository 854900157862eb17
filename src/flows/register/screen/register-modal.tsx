import { createElement, useCallback, useEffect, useState } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import { MANUAL_SHUTDOWN } from '@/sign-in/contracts/widget-host';
import { useDialogs } from '@/ui/dialog-service';
import type { RegistrationSuccess } from '../flow/finish-registration';
import { needsRetentionConfirmation, recordModalEntry } from './modal-entries';
import { RegisterPanel } from './register-panel';
import type { RegisterScreenOptions } from './register-screen-options';

const RetentionDialog = lazyWithTimeout(() => import('./retention-dialog'), 'retention-dialog');

export interface RegisterModalProps {
  readonly options: RegisterScreenOptions;
  readonly onRegistered: (success: RegistrationSuccess) => void;
  /** The visitor closed it (reason ManualShutdown). */
  readonly onClosed: (reason: string) => void;
}

/**
 * The register screen as a closable modal, 480 px at most
 * (docs/registration.md, "Screens and how to reach them", Modal). Closing it while a welcome-gift /
 * redeem offer is active, after the first entry, asks for confirmation first.
 */
export default function RegisterModal({ options, onRegistered, onClosed }: RegisterModalProps) {
  const { t } = useTranslation(['register', 'common']);
  const dialogs = useDialogs();
  const [open, setOpen] = useState(true);
  const [offerActive, setOfferActive] = useState(false);
  // Unknown until mounted (storage is not read while prerendering): no confirmation meanwhile.
  const [firstEntry, setFirstEntry] = useState(true);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFirstEntry(recordModalEntry().firstEntry);
  }, []);

  const close = async () => {
    if (needsRetentionConfirmation({ offerActive, firstEntry })) {
      const choice = await dialogs.open<'leave' | 'stay'>((done) =>
        createElement(RetentionDialog, {
          onLeave: () => done('leave'),
          onStay: () => done('stay'),
        }),
      );
      if (choice !== 'leave') return;
    }
    setOpen(false);
    onClosed(MANUAL_SHUTDOWN);
  };

  const onOfferChange = useCallback((active: boolean) => setOfferActive(active), []);

  return (
    <AppDialog
      open={open}
      onClose={() => void close()}
      title={t('title')}
      closeLabel={options.closable ? t('common:close') : undefined}
      closeOnEscape={options.closable}
      width="modal"
      closeOnInteractOutside={false}
    >
      <RegisterPanel
        options={options}
        onRegistered={onRegistered}
        onOfferChange={onOfferChange}
        onQuit={() => {
          setOpen(false);
          onClosed(MANUAL_SHUTDOWN);
        }}
      />
    </AppDialog>
  );
}
