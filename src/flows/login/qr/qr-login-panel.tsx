import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSVG } from 'uqr';
import { formatCountdown, useSecondsLeft } from './qr-countdown';
import { useLoginScreen } from '../screen/login-screen-context';
import { useSignInCompletion } from '@/sign-in/after-sign-in/use-sign-in-completion';
import { AppDownloadLinks } from './app-download-links';
import { useQrLogin } from './use-qr-login';

/** The QR tab: scan with the mobile app, confirm there, and this page logs in. Loaded on first use. */
export default function QrLoginPanel() {
  const { t } = useTranslation('login');
  const { siteJumpContext } = useLoginScreen();
  const { state, refresh } = useQrLogin(useSignInCompletion(siteJumpContext));
  const qr = 'qr' in state ? state.qr : undefined;
  const qrContent = qr?.qr_content;
  const svg = useMemo(
    () => (qrContent ? renderSVG(qrContent, { border: 2 }) : undefined),
    [qrContent],
  );
  const secondsLeft = useSecondsLeft(qr ? qr.expire_time * 1000 : undefined);
  const ended = state.phase === 'expired' || state.phase === 'rejected' || state.phase === 'failed';

  return (
    <Stack gap="4" alignItems="center" textAlign="center" paddingBlock="4">
      <Box
        role="img"
        aria-label={t('qr.imageLabel')}
        data-qr-code={qr?.qr_code}
        width="200px"
        height="200px"
        bg="white"
        padding="2"
        borderRadius="l2"
        display="flex"
        alignItems="center"
        justifyContent="center"
        opacity={ended ? 0.15 : 1}
        css={{ '& svg': { width: '100%', height: '100%' } }}
        // uqr returns a self-contained SVG string built from our own QR content, never from input.
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
      >
        {svg || state.phase === 'failed' ? undefined : <Spinner color="fg.muted" />}
      </Box>
      <Text aria-live="polite">{t(`qr.${state.phase}`)}</Text>
      {secondsLeft !== undefined && !ended && (
        <Text color="fg.muted" fontSize="sm">
          {t('qr.expiresIn', { time: formatCountdown(secondsLeft) })}
        </Text>
      )}
      {ended && (
        <Button variant="outline" onClick={refresh}>
          {t('qr.refresh')}
        </Button>
      )}
      <AppDownloadLinks />
    </Stack>
  );
}
