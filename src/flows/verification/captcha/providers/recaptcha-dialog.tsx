import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import AppDialog from '@/ui/app-dialog';
import type { ProviderOutcome } from '../captcha-types';
import { CAPTCHA_ERROR_CODES } from '../captcha-types';
import { RECAPTCHA_RESPONSE_FIELD, oldCaptchaFields } from './old-captcha-fields';
import type { GreCaptcha } from './recaptcha-api';

export interface RecaptchaDialogProps {
  readonly grecaptcha: GreCaptcha;
  readonly siteKey: string;
  readonly signal: AbortSignal;
  readonly onShown: () => void;
  readonly onDone: (outcome: ProviderOutcome) => void;
}

/** The product's dialog holding reCAPTCHA's checkbox widget until it hands over a token. */
export default function RecaptchaDialog({
  grecaptcha,
  siteKey,
  signal,
  onShown,
  onDone,
}: RecaptchaDialogProps) {
  const { t } = useTranslation('verification', { useSuspense: true });
  const container = useRef<HTMLDivElement>(null);
  const [expired, setExpired] = useState(false);
  // The props of one dialog never change; keeping the callbacks in a ref lets the widget be
  // rendered exactly once.
  const callbacks = useRef({ onShown, onDone });
  const rendered = useRef(false);

  useEffect(() => {
    const node = container.current;
    // reCAPTCHA refuses a second render into the same element (effects run twice in dev).
    if (!node || rendered.current) return;
    rendered.current = true;
    const { onShown: shown, onDone: done } = callbacks.current;
    const abort = () =>
      done({ kind: 'failed', code: CAPTCHA_ERROR_CODES.challengeTimeout, message: 'aborted' });
    signal.addEventListener('abort', abort, { once: true });
    try {
      grecaptcha.render(node, {
        sitekey: siteKey,
        callback: (token) =>
          done({
            kind: 'passed',
            fields: oldCaptchaFields('recaptcha', { [RECAPTCHA_RESPONSE_FIELD]: token }),
          }),
        'error-callback': () =>
          done({
            kind: 'failed',
            code: CAPTCHA_ERROR_CODES.challengeFailed,
            message: 'reCAPTCHA reported an error',
          }),
        'expired-callback': () => setExpired(true),
      });
      shown();
    } catch (error) {
      done({
        kind: 'failed',
        code: CAPTCHA_ERROR_CODES.challengeFailed,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }, [grecaptcha, siteKey, signal]);

  return (
    <AppDialog
      open
      width="card"
      title={t('recaptcha.title')}
      closeLabel={t('close')}
      closeOnInteractOutside={false}
      onClose={() => callbacks.current.onDone({ kind: 'cancelled' })}
    >
      <Text marginBlockEnd="3">{t('recaptcha.instructions')}</Text>
      <Box ref={container} />
      {expired && (
        <Text marginBlockStart="2" color="fg.error" role="alert">
          {t('recaptcha.expired')}
        </Text>
      )}
    </AppDialog>
  );
}
