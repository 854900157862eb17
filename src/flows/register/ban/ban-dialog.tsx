import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import { FormField } from '@/ui/form-field';
import { formatUtcTime } from '@/lib/format-utc-time';
import { useIntlLocale } from '@/editions/edition-context';
import { useCustomerServiceChat } from '@/sign-in/customer-service/use-customer-service-chat';
import { TextInput } from '@/ui/text-input';
import {
  banDialogStep,
  type BanDialogEvent,
  type BanDialogResult,
  type BanDialogState,
} from './ban-dialog-machine';
import { WAITLIST_EMAIL_MAX_LENGTH, waitlistEmailProblem } from './waitlist-email';
import { useRegionNames } from '@/sign-in/restrictions/use-region-names';

export interface BanDialogProps {
  initial: BanDialogState;
  /** `manifest.restrictedCountries`, listed by the declaration (type 1). */
  restrictedCountries: readonly string[];
  /**
   * Type 5's "Contact customer service"; by default the page's chat (`useCustomerServiceChat`).
   * The button shows only when one of them can open something.
   */
  onCustomerService?: (() => void) | undefined;
  onDone: (result: BanDialogResult) => void;
}

/** The sections of `ban` (registerExtras.json) shown in the common frame, each with a title. */
type FramedSection =
  'waitlistConfirm' | 'declaration' | 'countryBanned' | 'ipBanned' | 'joined' | 'chineseEmail';

/** The ban dialog, types 1–6 (see ban-dialog-machine.ts). Loaded on first use. */
export default function BanDialog({
  initial,
  restrictedCountries,
  onCustomerService,
  onDone,
}: BanDialogProps) {
  const [state, setState] = useState(initial);
  const chat = useCustomerServiceChat('chineseEmail');
  const customerService = onCustomerService ?? (chat ? () => void chat() : undefined);
  const send = (event: BanDialogEvent) => {
    const step = banDialogStep(state, event);
    if ('done' in step) {
      if (step.done.choice === 'customerService') customerService?.();
      onDone(step.done);
    } else {
      setState(step.next);
    }
  };
  // A new type is a new dialog for assistive tech: its title is announced and focus starts in it.
  return (
    <BanDialogView
      key={`${state.type}-${state.type === 1 && state.isFake ? 'fake' : ''}`}
      state={state}
      restrictedCountries={restrictedCountries}
      customerService={Boolean(customerService)}
      send={send}
    />
  );
}

function BanDialogView({
  state,
  restrictedCountries,
  customerService,
  send,
}: {
  state: BanDialogState;
  restrictedCountries: readonly string[];
  customerService: boolean;
  send: (event: BanDialogEvent) => void;
}) {
  const { t } = useTranslation(['registerExtras', 'common']);
  const locale = useIntlLocale();
  const regionNames = useRegionNames();
  const close = () => send({ kind: 'close' });
  const frame = (key: FramedSection, body: ReactNode, footer: ReactNode) => (
    <AppDialog
      open
      onClose={close}
      width="card"
      role="alertdialog"
      // A choice is asked for: a click or focus elsewhere (a sign-in prompt) must not dismiss it.
      closeOnInteractOutside={false}
      title={t(`ban.${key}.title`)}
      closeLabel={t('common:close')}
      footer={footer}
    >
      {body}
    </AppDialog>
  );

  switch (state.type) {
    case 1:
      if (state.isFake) {
        return frame(
          'waitlistConfirm',
          <Text>{t('ban.waitlistConfirm.body', { email: state.email ?? '' })}</Text>,
          <>
            <Button variant="outline" onClick={close}>
              {t('ban.cancel')}
            </Button>
            <Button onClick={() => send({ kind: 'handleNo' })}>{t('ban.continue')}</Button>
          </>,
        );
      }
      return frame(
        'declaration',
        <Text>
          {t('ban.declaration.body', {
            countries: restrictedCountries.map(regionNames).join(', '),
          })}
        </Text>,
        <>
          <Button variant="outline" onClick={() => send({ kind: 'handleYes' })}>
            {t('ban.declaration.yes')}
          </Button>
          <Button onClick={() => send({ kind: 'handleNo' })}>{t('ban.declaration.no')}</Button>
        </>,
      );
    case 2:
      return frame(
        'countryBanned',
        <Text>{t('ban.countryBanned.body')}</Text>,
        <>
          <Button variant="outline" onClick={close}>
            {t('common:close')}
          </Button>
          <Button onClick={() => send({ kind: 'joinWaitlist' })}>
            {t('ban.countryBanned.joinWaitlist')}
          </Button>
        </>,
      );
    case 3:
      return frame(
        'ipBanned',
        <Text>
          {state.ip ? t('ban.ipBanned.bodyWithIp', { ip: state.ip }) : t('ban.ipBanned.body')}
        </Text>,
        <Button onClick={close}>{t('ban.ok')}</Button>,
      );
    case 4:
      return frame(
        'joined',
        <>
          <Text>{t('ban.joined.body', { email: state.email ?? '' })}</Text>
          {state.blockedSinceMs !== undefined && (
            <Text marginBlockStart="3" color="fg.muted">
              {t('banWaitlist.blockedAccount', {
                time: formatUtcTime(state.blockedSinceMs, locale),
              })}
            </Text>
          )}
        </>,
        <Button onClick={close}>{t('ban.done')}</Button>,
      );
    case 5:
      return frame(
        'chineseEmail',
        <Text>{t('ban.chineseEmail.body')}</Text>,
        <>
          {customerService && (
            <Button variant="outline" onClick={() => send({ kind: 'customerService' })}>
              {t('ban.chineseEmail.customerService')}
            </Button>
          )}
          <Button onClick={close}>{t('ban.ok')}</Button>
        </>,
      );
    case 6:
      return <WaitlistEmailDialog initialEmail={state.email} send={send} close={close} />;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
}

function WaitlistEmailDialog({
  initialEmail,
  send,
  close,
}: {
  initialEmail: string;
  send: (event: BanDialogEvent) => void;
  close: () => void;
}) {
  const { t } = useTranslation(['registerExtras', 'common']);
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(initialEmail !== '');
  const problem = waitlistEmailProblem(email);
  const error =
    touched && problem !== null
      ? t(problem === 'chineseEmail' ? 'ban.chineseEmail.body' : 'ban.waitlistEmail.invalidMail')
      : undefined;
  const confirm = () => {
    setTouched(true);
    if (problem === null) send({ kind: 'confirmEmail', email });
  };
  return (
    <AppDialog
      open
      onClose={close}
      width="card"
      role="alertdialog"
      // A choice is asked for: a click or focus elsewhere (a sign-in prompt) must not dismiss it.
      closeOnInteractOutside={false}
      title={t('ban.waitlistEmail.title')}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('ban.cancel')}
          </Button>
          <Button onClick={confirm} disabled={problem !== null}>
            {t('ban.waitlistEmail.confirm')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t('ban.waitlistEmail.body')}</Text>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <FormField label={t('ban.waitlistEmail.label')} error={error} required>
            <TextInput
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={WAITLIST_EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          </FormField>
        </form>
      </Stack>
    </AppDialog>
  );
}
