/**
 * `runCaptcha` of the verification services: the captcha config and info for the scene, the
 * provider plan, the chain, and the outcome the calling flow merges into its request. Loaded
 * on first use (dynamic import from the verification host), so none of the captcha code is in
 * the first page load.
 */
import { createElement } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import type { ApiClient } from '@/api/api-client';
import type { CaptchaOutcome, CaptchaRequest } from '@/sign-in/contracts/verification';
import type { CaptchaSettings } from '@/config/environments';
import type { EditionManifest } from '@/editions/manifest-schema';
import type { DialogService } from '@/ui/dialog-service';
import { fetchCaptchaConfig } from './captcha-config';
import { fetchCaptchaInfo } from '@/api/endpoints/captcha-info';
import { CAPTCHA_TRACK_EVENTS, runCaptchaChain } from './captcha-loader';
import { planCaptchaProviders } from './captcha-plan';
import { createCaptchaStateStore } from './captcha-state-store';
import type { CaptchaProviderId } from './captcha-types';
import { CAPTCHA_ERROR_CODES } from './captcha-types';
import { geetestAdapter } from './providers/geetest-adapter';
import { magpieAdapter } from './providers/magpie-adapter';
import type { CaptchaProviderAdapter } from './providers/provider-adapter';
import { qqAdapter } from './providers/qq-adapter';
import { recaptchaAdapter } from './providers/recaptcha-adapter';
import type { LoadScript } from './script-loader';
import { createScriptLoader } from './script-loader';
import type { Track } from '@/lib/tracking/tracker';

const CaptchaLoadingIndicator = lazyWithTimeout(
  () => import('./captcha-loading-indicator'),
  'captcha-loading-indicator',
);

export const CAPTCHA_ADAPTERS: Readonly<Record<CaptchaProviderId, CaptchaProviderAdapter>> = {
  magpie: magpieAdapter,
  geecaptcha: geetestAdapter,
  recaptcha: recaptchaAdapter,
  qqcaptcha: qqAdapter,
};

export interface CaptchaRunDeps {
  readonly client: ApiClient;
  readonly scenes: EditionManifest['captcha']['scenes'];
  readonly settings: CaptchaSettings;
  readonly dialogs: DialogService;
  readonly lang: string;
  readonly deviceId: () => string;
  readonly track: Track;
  /** Tests replace these; the app uses the real ones. */
  readonly loadScript?: LoadScript;
  readonly adapters?: Readonly<Record<CaptchaProviderId, CaptchaProviderAdapter>>;
  readonly isOnline?: () => boolean;
}

export async function runCaptcha(
  deps: CaptchaRunDeps,
  request: CaptchaRequest,
): Promise<CaptchaOutcome> {
  const scene = deps.scenes[request.scene];
  if (!scene) {
    // A flow asked for a scene this edition does not configure: a wiring mistake, not the
    // visitor's; they get the same message as any unavailable captcha.
    console.error(`[captcha] the "${request.scene}" scene is not configured for this edition`);
    return unavailable(deps, request.scene);
  }

  const store = createCaptchaStateStore();
  void deps.dialogs.open<void>((done) =>
    createElement(CaptchaLoadingIndicator, { store, onGone: () => done(undefined) }),
  );
  store.set('loading', null);
  try {
    const [config, info] = await Promise.all([
      fetchCaptchaConfig(deps.client, scene.code),
      // Sign-up asks the registration service; every other scene is a login of some kind.
      fetchCaptchaInfo(
        deps.client,
        request.scene === 'register' ? 'register' : 'login',
        request.loginName,
      ),
    ]);
    const plan = planCaptchaProviders({
      config,
      editionList: scene.oldCaptchaList,
      info,
      deviceId: deps.deviceId(),
      newCaptchaAvailable: deps.settings.newCaptcha !== null,
    });
    const outcome = await runCaptchaChain(
      {
        adapters: deps.adapters ?? CAPTCHA_ADAPTERS,
        loadScript: deps.loadScript ?? createScriptLoader(),
        settings: deps.settings,
        dialogs: deps.dialogs,
        store,
        track: deps.track,
        isOnline: deps.isOnline ?? (() => navigator.onLine !== false),
      },
      { plan, sceneCode: scene.code, info, lang: deps.lang, quality: config.quality },
    );
    switch (outcome.kind) {
      case 'passed':
        return { kind: 'passed', fields: outcome.fields };
      case 'cancelled':
        return { kind: 'cancelled' };
      case 'unavailable':
        return unavailable(deps, request.scene);
      default: {
        const unreachable: never = outcome;
        return unreachable;
      }
    }
  } finally {
    store.finish();
  }
}

function unavailable(deps: CaptchaRunDeps, scene: string): CaptchaOutcome {
  deps.track(CAPTCHA_TRACK_EVENTS.unavailable, { scene, code: CAPTCHA_ERROR_CODES.unavailable });
  deps.client.reportErrorCode(CAPTCHA_ERROR_CODES.unavailable);
  return { kind: 'unavailable' };
}
