import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@/api/error-constants';
import { useEdition } from '@/editions/edition-context';
import { showToast } from '@/ui/show-toast';
import { openCustomerServiceChat, type CustomerServiceTopic } from './open-customer-service-chat';

/**
 * The customer-service chat, when this page has one: the edition offers it
 * (`manifest.customerServiceChat`) and the environment has a chat widget
 * (`environment.customerServiceChat`; the sandbox's stand-in). Undefined otherwise, so a
 * "Contact customer service" button shows only where it can open something
 * (docs/registration-pieces.md, "Customer-service chat"). A widget that does not load shows a
 * 2 s message; whatever the visitor was doing stays as it was.
 */
export function useCustomerServiceChat(
  topic: CustomerServiceTopic,
): (() => Promise<void>) | undefined {
  const { manifest, environment } = useEdition();
  const { t, i18n } = useTranslation('common');
  const settings = manifest.customerServiceChat ? environment.customerServiceChat : null;
  return useMemo(() => {
    if (!settings) return undefined;
    return async () => {
      try {
        await openCustomerServiceChat(settings, { lang: i18n.language, topic });
      } catch {
        showToast({
          type: 'error',
          description: t('customerServiceUnavailable'),
          duration: TOAST_MS.short,
        });
      }
    };
  }, [settings, i18n, t, topic]);
}
