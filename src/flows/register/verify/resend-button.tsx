import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createResendCountdown, type ResendCountdown } from './resend-countdown';

/**
 * "Resend code", disabled for 60 s after each send (the first one included). The remaining time
 * is in the button's text; it is announced only when the button becomes usable again.
 */
export function ResendButton({ onResend }: { onResend: () => Promise<boolean> }) {
  const { t } = useTranslation('register');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const countdown = useRef<ResendCountdown | null>(null);

  useEffect(() => {
    const created = createResendCountdown(setSecondsLeft);
    countdown.current = created;
    created.start();
    return () => created.stop();
  }, []);

  const resend = async () => {
    setSending(true);
    try {
      if (await onResend()) countdown.current?.start();
    } finally {
      setSending(false);
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <Button
      type="button"
      variant="ghost"
      colorPalette="brand"
      alignSelf="center"
      disabled={waiting || sending}
      loading={sending}
      onClick={() => void resend()}
    >
      {waiting ? t('resend.wait', { seconds: secondsLeft }) : t('resend.button')}
    </Button>
  );
}
