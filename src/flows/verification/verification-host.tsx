/**
 * Provides the verification services (captcha, security notice, risk step) to every flow.
 * Only this small module is in the first page load: each service imports its implementation
 * (and its dialogs) the first time it is used.
 */
import { createElement, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useTracking } from '@/sign-in/contracts/tracking';
import {
  VerificationProvider,
  type CaptchaOutcome,
  type RiskOutcome,
  type SecurityNoticeChoice,
  type VerificationServices,
} from '@/sign-in/contracts/verification';
import { useEdition } from '@/editions/edition-context';
import { getDeviceId } from '@/lib/device-id';
import { useDialogs } from '@/ui/dialog-service';
import type { LoadScript } from './captcha/script-loader';

const CAPTCHA_UNAVAILABLE_CODE = 100001;

/** Captcha failures, downgrades and risk-fetch failures go to the app's tracker. */
export function VerificationHost({
  children,
  loadScript,
}: {
  children: ReactNode;
  /**
   * How provider scripts are loaded; a <script> per host by default. Component tests pass a
   * loader that runs the sandbox stand-ins inside jsdom.
   */
  loadScript?: LoadScript;
}) {
  const dialogs = useDialogs();
  const client = useApiClient();
  const { manifest, environment } = useEdition();
  const { i18n } = useTranslation();
  const { track } = useTracking();

  const services = useMemo<VerificationServices>(
    () => ({
      async runCaptcha(request): Promise<CaptchaOutcome> {
        const module = await import('./captcha/run-captcha').catch(() => null);
        if (!module) {
          // The captcha code itself could not be fetched: the same as every provider failing.
          track('captchaUnavailable', { scene: request.scene, reason: 'chunk' });
          client.reportErrorCode(CAPTCHA_UNAVAILABLE_CODE);
          return { kind: 'unavailable' };
        }
        return module.runCaptcha(
          {
            client,
            scenes: manifest.captcha.scenes,
            settings: environment.captcha,
            dialogs,
            lang: i18n.language,
            deviceId: getDeviceId,
            track,
            ...(loadScript ? { loadScript } : {}),
          },
          request,
        );
      },

      async showSecurityNotice(type, data): Promise<SecurityNoticeChoice> {
        const module = await import('./notice/security-notice-dialog').catch(() => null);
        if (!module) return 'cancel';
        const Dialog = module.default;
        return dialogs.open<SecurityNoticeChoice>((done) =>
          createElement(Dialog, { type, isFake: data?.isFake ?? false, onChoice: done }),
        );
      },

      async runRiskStep(request): Promise<RiskOutcome> {
        const module = await import('./risk/run-risk-step').catch(() => null);
        if (!module) {
          console.warn('[risk] the security step could not be loaded; the flow stops');
          track('riskFetchFailed', { reason: 'chunk' });
          return { kind: 'failed' };
        }
        return module.runRiskStep({ client, dialogs, track }, request);
      },
    }),
    [client, dialogs, environment.captcha, i18n, loadScript, manifest.captcha.scenes, track],
  );

  return <VerificationProvider services={services}>{children}</VerificationProvider>;
}
