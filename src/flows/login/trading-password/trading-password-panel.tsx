import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADING_PASSWORD_LENGTH } from '@/lib/trading-password-rules';
import { CodeInput } from '@/ui/code-input';
import { FormField } from '@/ui/form-field';
import { PasswordInput } from '@/ui/password-input';
import { ResendTimer } from '@/ui/resend-timer';
import { SubmitButton } from '@/ui/submit-button';
import {
  tradingPasswordFormProblems,
  type TradingPasswordForm,
  type TradingPasswordFormProblem,
} from './trading-password-form';
import {
  useTradingPasswordActions,
  type TradingPasswordCodeSent,
} from './use-trading-password-actions';
import type { TradingPasswordRequest, TradingPasswordStep } from './use-trading-password-step';
import { PasswordManagerAccount } from '@/ui/password-manager-account';

const EMPTY: TradingPasswordForm = { password: '', confirm: '', code: '', google2fa: '' };

/**
 * The trading-password change panel (docs/login.md, "Trading-password change"), shown in place
 * of the login form when the login answers `trading_pwd_ticket`: a new 6-digit trading password
 * and the same again, the code sent to the e-mail or phone (the captcha on the trading-tool
 * scene, 31005, before every send), and the Google code where the account has it. A refused call
 * keeps everything typed; the change's answer finishes the sign-in.
 */
export function TradingPasswordPanel({ step }: { step: TradingPasswordStep }) {
  // The step is active whenever this panel is mounted (login-screen-body.tsx).
  return step.request ? <PanelForm step={step} request={step.request} /> : null;
}

function PanelForm({
  step,
  request,
}: {
  step: TradingPasswordStep;
  request: TradingPasswordRequest;
}) {
  const { t } = useTranslation('tradingPassword', { useSuspense: true });
  const titleId = useId();
  const actions = useTradingPasswordActions(request);
  const [form, setForm] = useState<TradingPasswordForm>(EMPTY);
  const [sent, setSent] = useState<TradingPasswordCodeSent | null>(null);
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  // The panel replaces the form the visitor just submitted: the new password is what comes next.
  useEffect(() => first.current?.focus(), []);

  const problems = tradingPasswordFormProblems(form, {
    google2faRequired: request.google2faRequired,
    codeSent: sent !== null,
  });
  const shown = (field: keyof TradingPasswordForm) => {
    const problem: TradingPasswordFormProblem | undefined = problems[field];
    return submitted && problem ? t(problem) : undefined;
  };
  const set = (field: keyof TradingPasswordForm) => (value: string) =>
    setForm((current) => ({ ...current, [field]: value }));

  const sendCode = async (): Promise<boolean> => {
    const answer = await actions.sendCode();
    if (answer) setSent(answer);
    return answer !== undefined;
  };
  const firstSend = async () => {
    setSending(true);
    try {
      await sendCode();
    } finally {
      setSending(false);
    }
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(problems).length > 0) return;
    setBusy(true);
    const result = await actions.change({
      tradingPassword: form.password,
      code: form.code,
      google2fa: form.google2fa,
    });
    if (result) {
      // The panel stays busy while the sign-in finishes and the page is left.
      step.answer(result);
      return;
    }
    setBusy(false);
  };

  return (
    <Stack as="section" aria-labelledby={titleId} gap="5">
      <Stack gap="2">
        <Heading as="h2" size="lg" id={titleId}>
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('body')}</Text>
      </Stack>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="5">
          <PasswordManagerAccount account={request.loginName} />
          <FormField
            label={t('newPassword')}
            error={shown('password')}
            helperText={t('rules')}
            required
          >
            <PasswordInput
              ref={first}
              name="trading_password"
              autoComplete="new-password"
              inputMode="numeric"
              maxLength={TRADING_PASSWORD_LENGTH}
              value={form.password}
              onChange={(event) => set('password')(event.target.value)}
              toggleLabel={t('showPassword')}
              disabled={busy}
            />
          </FormField>
          <FormField label={t('confirmPassword')} error={shown('confirm')} required>
            <PasswordInput
              name="trading_password_confirm"
              autoComplete="new-password"
              inputMode="numeric"
              maxLength={TRADING_PASSWORD_LENGTH}
              value={form.confirm}
              onChange={(event) => set('confirm')(event.target.value)}
              toggleLabel={t('showConfirm')}
              disabled={busy}
            />
          </FormField>
          <Stack gap="2">
            <FormField
              label={t('codeLabel')}
              error={shown('code')}
              helperText={
                sent
                  ? t(sent.channel === 'email' ? 'sentEmail' : 'sentPhone', {
                      destination: sent.maskedTarget,
                    })
                  : t('codeHint')
              }
              required
            >
              <CodeInput
                name="verify_code"
                value={form.code}
                onChange={set('code')}
                digitLabel={(position, total) => t('digit', { position, total })}
                invalid={shown('code') !== undefined}
                disabled={busy}
              />
            </FormField>
            {sent ? (
              <ResendTimer
                onResend={async () => {
                  if (!(await sendCode())) throw new Error('The code was not sent.');
                }}
                resendLabel={t('resend')}
                countdownLabel={(seconds) => t('resendIn', { seconds })}
              />
            ) : (
              <Button
                type="button"
                variant="outline"
                colorPalette="brand"
                alignSelf="flex-start"
                aria-busy={sending}
                disabled={busy || sending}
                onClick={() => void firstSend()}
              >
                {t('sendCode')}
              </Button>
            )}
          </Stack>
          {request.google2faRequired && (
            <FormField label={t('google2fa')} error={shown('google2fa')} required>
              <CodeInput
                name="google2fa"
                value={form.google2fa}
                onChange={set('google2fa')}
                digitLabel={(position, total) => t('digit', { position, total })}
                invalid={shown('google2fa') !== undefined}
                disabled={busy}
              />
            </FormField>
          )}
          <SubmitButton loading={busy}>{t('submit')}</SubmitButton>
          <Button variant="ghost" onClick={step.close} disabled={busy}>
            {t('back')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
