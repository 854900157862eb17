import { useMemo } from 'react';
import { useEdition } from '@/editions/edition-context';
import { siteJumpContextOf, type LoginScreenValue } from './login-screen-context';
import { visibleLoginTabs, type LoginScreenOptions } from './login-screen-options';
import type { LoginTab } from './login-tab-preference';
import { useInChatApp } from '@/sign-in/browser/chat-app';
import { withComplianceHiding } from '@/sign-in/compliance/compliance-switches';
import { useComplianceHidden } from '@/sign-in/compliance/use-compliance-hidden';
import { useTwoFactorStep } from '../two-factor/use-two-factor-step';
import { useTradingPasswordStep } from '../trading-password/use-trading-password-step';

const loadSiteCompliance = () => import('@/api/endpoints/site-compliance-config');

/**
 * The shared state of one login screen, and the tabs it shows: the URL's switches, plus those the
 * site-compliance config turns on (docs/login.md, "Compliance hiding").
 */
export function useLoginScreenValue(
  urlOptions: LoginScreenOptions,
  { subAccount = false }: { subAccount?: boolean } = {},
): { value: LoginScreenValue; tabs: LoginTab[] } {
  const { manifest } = useEdition();
  const hidden = useComplianceHidden(loadSiteCompliance);
  const options = useMemo(() => withComplianceHiding(urlOptions, hidden), [urlOptions, hidden]);
  const twoFactor = useTwoFactorStep();
  const tradingPassword = useTradingPasswordStep();
  const inChatApp = useInChatApp();
  const tabs = useMemo(
    () =>
      visibleLoginTabs(manifest.login.tabs, {
        modal: options.display === 'modal',
        oauth: options.oauth,
        inChatApp,
        hideQr: options.hideQr,
        hidePhoneTab: options.hidePhoneTab,
        hideEmailTab: options.hideEmailTab,
      }),
    [manifest.login.tabs, options, inChatApp],
  );
  const value = useMemo<LoginScreenValue>(
    () => ({
      options,
      phoneAllowed: !subAccount && tabs.includes('mobile'),
      inChatApp,
      siteJumpContext: siteJumpContextOf(options),
      twoFactor,
      tradingPassword,
      subAccount,
    }),
    [options, subAccount, tabs, inChatApp, twoFactor, tradingPassword],
  );
  return { value, tabs };
}
