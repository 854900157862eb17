import { Box, Skeleton } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { TelegramMark } from './provider-icons';
import { ProviderFallbackButton } from './provider-fallback-button';
import { PROVIDER_NAMES } from './provider-names';
import { PROVIDER_BUTTON_HEIGHT } from './third-party-block-placeholder';

/**
 * A page opened with Telegram's redirect result signs in by itself after this delay
 * (docs/third-party.md, "Chat-app (Telegram) constants": quick login after 3 s), so the visitor
 * first sees the page the terms notice will open over.
 */
export const QUICK_LOGIN_DELAY_MS = 3000;
/** The widget's large size, the height the block's placeholder holds for it. */
const WIDGET_HEIGHT = PROVIDER_BUTTON_HEIGHT;

export interface TelegramLoginWidgetProps {
  readonly intent: 'login' | 'register';
  /** Telegram's login data as JSON (the request's token), or undefined when it had no hash. */
  readonly onCredential: (token: string | undefined) => void;
}

type WidgetStatus = 'mounting' | 'ready' | 'failed';

/** Telegram's own login widget, embedded where the button goes. */
export function TelegramLoginWidget({ intent, onCredential }: TelegramLoginWidgetProps) {
  const { t, i18n } = useTranslation('thirdParty');
  const { environment } = useEdition();
  const { scripts, telegramBotName } = environment.thirdParty;
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; status: WidgetStatus } | null>(null);
  const deliver = useRef(onCredential);
  useEffect(() => {
    deliver.current = onCredential;
  });
  const frameTitle = t('telegramWidgetTitle');
  const language = i18n.language;

  useEffect(() => {
    let live = true;
    let unmount: (() => void) | undefined;
    import('./providers/telegram-login')
      .then(({ mountTelegramWidget }) =>
        mountTelegramWidget({
          scriptUrl: scripts.telegram,
          botName: telegramBotName,
          container: () => container.current,
          onAuth: (data) => deliver.current(asToken(data)),
          frameTitle,
          language: language.split('-')[0] ?? 'en',
        }),
      )
      .then(
        (remove) => {
          if (!live) {
            remove();
            return;
          }
          unmount = remove;
          setSettled({ attempt, status: 'ready' });
        },
        () => {
          if (live) setSettled({ attempt, status: 'failed' });
        },
      );
    return () => {
      live = false;
      unmount?.();
    };
  }, [attempt, scripts.telegram, telegramBotName, frameTitle, language]);

  // Telegram's redirect variant: the login data comes back in the page's address.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    void import('./providers/telegram-login').then(({ readTelegramRedirectResult }) => {
      const data = readTelegramRedirectResult(window.location.hash);
      if (!live || !data) return;
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      timer = setTimeout(() => deliver.current(asToken(data)), QUICK_LOGIN_DELAY_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  const status: WidgetStatus = settled?.attempt === attempt ? settled.status : 'mounting';
  if (status === 'failed') {
    return (
      <ProviderFallbackButton
        label={t(intent === 'login' ? 'signInWithProvider' : 'signUpWithProvider', {
          provider: PROVIDER_NAMES.telegram,
        })}
        providerName={PROVIDER_NAMES.telegram}
        icon={<TelegramMark />}
        onRetry={() => setAttempt((count) => count + 1)}
      />
    );
  }
  return (
    <Box width="full" maxWidth="400px" minHeight={WIDGET_HEIGHT} position="relative">
      {status === 'mounting' && (
        <Skeleton
          position="absolute"
          inset="0"
          height={WIDGET_HEIGHT}
          borderRadius="full"
          aria-label={t('loadingProvider', { provider: PROVIDER_NAMES.telegram })}
          role="status"
        />
      )}
      <Box ref={container} display="flex" justifyContent="center" data-provider="telegram" />
    </Box>
  );
}

/** The widget's data goes to the exchange as it came, hash included; without a hash, no token. */
function asToken(data: Readonly<Record<string, string | number>>): string | undefined {
  return typeof data.hash === 'string' && data.hash !== '' ? JSON.stringify(data) : undefined;
}
