import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '@/api/error-constants';
import { useEdition } from '@/editions/edition-context';
import { showToast } from '@/ui/show-toast';
import type { CustomerServiceTopic } from './open-customer-service-chat';

/**
 * The customer-service chat, when this page has one: the edition offers it
 * (`manifest.customerServiceChat`) and the environment has a chat widget
 * (`environment.customerServiceChat`; the sandbox's stand-in). Undefined otherwise, so a
 * "Contact customer service" button shows only where it can open something
 * (docs/registration-pieces.md, "Customer-service chat"). Opening it loads its code then
 * (./open-customer-service-chat.ts); a widget that does not load shows a 2 s message.
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
      const failureMessage = t('customerServiceUnavailable');
      const module = await import('./open-customer-service-chat').catch(() => null);
      if (!module) {
        showToast({ type: 'error', description: failureMessage, duration: TOAST_MS.short });
        return;
      }
      await module.openCustomerServiceChatOrTell(
        settings,
        { lang: i18n.language, topic },
        failureMessage,
      );
    };
  }, [settings, i18n, t, topic]);
}
