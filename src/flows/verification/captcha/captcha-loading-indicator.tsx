import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaStateStore } from './captcha-state-store';
import { CAPTCHA_LOADING_INDICATOR_MS } from './captcha-types';

export interface CaptchaLoadingIndicatorProps {
  readonly store: CaptchaStateStore;
  /** Called once the indicator is done: the challenge is up, the run is over, or 5 s passed. */
  readonly onGone: () => void;
}

/**
 * "Loading the security check…" while a captcha provider loads. It clears itself after 5 s
 * (docs/verification.md, "The loader") even if the provider is still loading, so a slow provider
 * never leaves the page looking stuck.
 */
export default function CaptchaLoadingIndicator({ store, onGone }: CaptchaLoadingIndicatorProps) {
  const { t } = useTranslation('verification', { useSuspense: true });
  const snapshot = useSyncExternalStore(store.subscribe, store.get);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setExpired(true), CAPTCHA_LOADING_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, []);

  const gone =
    expired || snapshot.finished || snapshot.state === 'loaded' || snapshot.state === 'fail';
  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);

  if (gone || snapshot.state !== 'loading') return null;
  return (
    <Box
      position="fixed"
      insetBlockStart="4"
      insetInline="0"
      marginInline="auto"
      width="fit-content"
      zIndex="toast"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      boxShadow="md"
      paddingBlock="2"
      paddingInline="4"
      role="status"
    >
      <HStack gap="3">
        <Spinner size="sm" />
        <Text>{t('captcha.loading')}</Text>
      </HStack>
    </Box>
  );
}
