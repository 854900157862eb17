/**
 * The provider chain (docs/verification.md, "The loader"): each planned provider
 * in turn is loaded (script over its hosts, 10 s each) and shown; one whose script does not
 * load, whose challenge does not come up within 10 s, or that reports a failure is tracked and
 * the next one is tried; an old captcha whose challenge reported a failure is first shown once
 * more, 1 s later. The visitor closing a challenge ends the run.
 * States: init → loading (a provider is being loaded) → loaded (its challenge is up) → fail
 * (every provider failed).
 */
import type { CaptchaSettings } from '@/config/environments';
import type { DialogService } from '@/ui/dialog-service';
import type { CaptchaStateStore } from './captcha-state-store';
import type {
  CaptchaFailure,
  CaptchaInfo,
  CaptchaProviderId,
  ProviderOutcome,
} from './captcha-types';
import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_SCRIPT_TIMEOUT_MS,
  NETWORK_ERROR_TEXT,
  OLD_CAPTCHA_RETRY_MS,
} from './captcha-types';
import type { CaptchaProviderAdapter } from './providers/provider-adapter';
import type { LoadScript } from './script-loader';
import type { Track } from '@/lib/tracking/tracker';

export const CAPTCHA_TRACK_EVENTS = {
  failed: 'captchaFailed',
  downgrade: 'captchaDowngrade',
  unavailable: 'captchaUnavailable',
  retry: 'captchaRetry',
} as const;

export interface CaptchaChainDeps {
  readonly adapters: Readonly<Record<CaptchaProviderId, CaptchaProviderAdapter>>;
  readonly loadScript: LoadScript;
  readonly settings: CaptchaSettings;
  readonly dialogs: DialogService;
  readonly store: CaptchaStateStore;
  readonly track: Track;
  readonly isOnline: () => boolean;
}

export interface CaptchaChainRequest {
  readonly plan: readonly CaptchaProviderId[];
  readonly sceneCode: number;
  readonly info: CaptchaInfo | undefined;
  readonly lang: string;
  /** The scene's quality setting (captcha-quality.ts), for the providers that take one. */
  readonly quality: number;
}

export type CaptchaChainOutcome =
  | {
      readonly kind: 'passed';
      readonly provider: CaptchaProviderId;
      readonly fields: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'cancelled'; readonly provider: CaptchaProviderId }
  | { readonly kind: 'unavailable'; readonly failures: readonly CaptchaFailure[] };

export async function runCaptchaChain(
  deps: CaptchaChainDeps,
  request: CaptchaChainRequest,
): Promise<CaptchaChainOutcome> {
  const failures: CaptchaFailure[] = [];
  for (const [index, provider] of request.plan.entries()) {
    deps.store.set('loading', provider);
    let outcome = await attempt(deps, request, provider);
    if (shownAgainAfterFailure(provider, outcome)) {
      deps.track(CAPTCHA_TRACK_EVENTS.retry, { provider, scene: request.sceneCode });
      await new Promise((wait) => setTimeout(wait, OLD_CAPTCHA_RETRY_MS));
      deps.store.set('loading', provider);
      outcome = await attempt(deps, request, provider);
    }
    if (outcome.kind === 'passed') {
      // A challenge that passed without showing (the providers' test keys) was loaded too.
      if (deps.store.get().state === 'loading') deps.store.set('loaded', provider);
      return { kind: 'passed', provider, fields: outcome.fields };
    }
    if (outcome.kind === 'cancelled') return { kind: 'cancelled', provider };

    const failure: CaptchaFailure = { provider, code: outcome.code, message: outcome.message };
    failures.push(failure);
    deps.track(CAPTCHA_TRACK_EVENTS.failed, { ...failure, scene: request.sceneCode });
    const next = request.plan[index + 1];
    if (next) {
      deps.track(CAPTCHA_TRACK_EVENTS.downgrade, {
        from: provider,
        to: next,
        scene: request.sceneCode,
      });
    }
  }
  deps.store.set('fail', null);
  return { kind: 'unavailable', failures };
}

/**
 * The old captcha's retry: a Geetest, reCAPTCHA or QQ challenge that reported a failure (not a
 * script that did not load, a challenge that never came up, or the visitor closing it).
 */
function shownAgainAfterFailure(provider: CaptchaProviderId, outcome: ProviderOutcome): boolean {
  return (
    provider !== 'magpie' &&
    outcome.kind === 'failed' &&
    outcome.code === CAPTCHA_ERROR_CODES.challengeFailed
  );
}

async function attempt(
  deps: CaptchaChainDeps,
  request: CaptchaChainRequest,
  provider: CaptchaProviderId,
): Promise<ProviderOutcome> {
  const offline = () => failedWith(CAPTCHA_ERROR_CODES.offline, NETWORK_ERROR_TEXT);
  if (!deps.isOnline()) return offline();
  const adapter = deps.adapters[provider];
  if (!adapter.isLoaded()) {
    const loaded = await deps.loadScript(scriptsOf(deps.settings, provider));
    if (!loaded.ok) return deps.isOnline() ? failedWith(loaded.code, loaded.message) : offline();
    if (!adapter.isLoaded()) {
      return failedWith(CAPTCHA_ERROR_CODES.challengeTimeout, `${provider} script defined no API`);
    }
  }
  return showWithTimeout(deps, request, adapter);
}

/** Runs the provider, giving its challenge 10 s to come up before the loader moves on. */
function showWithTimeout(
  deps: CaptchaChainDeps,
  request: CaptchaChainRequest,
  adapter: CaptchaProviderAdapter,
): Promise<ProviderOutcome> {
  const abort = new AbortController();
  return new Promise<ProviderOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: ProviderOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      abort.abort();
      settle(
        failedWith(
          CAPTCHA_ERROR_CODES.challengeTimeout,
          `${adapter.id} challenge did not show within ${CAPTCHA_SCRIPT_TIMEOUT_MS} ms`,
        ),
      );
    }, CAPTCHA_SCRIPT_TIMEOUT_MS);
    adapter
      .run({
        sceneCode: request.sceneCode,
        info: request.info,
        lang: request.lang,
        quality: request.quality,
        settings: deps.settings,
        signal: abort.signal,
        dialogs: deps.dialogs,
        onShown: () => {
          if (settled) return;
          clearTimeout(timer);
          deps.store.set('loaded', adapter.id);
        },
      })
      .then(settle, (error: unknown) =>
        settle(
          failedWith(
            CAPTCHA_ERROR_CODES.challengeFailed,
            error instanceof Error ? error.message : String(error),
          ),
        ),
      );
  });
}

function failedWith(code: number, message: string): ProviderOutcome {
  return { kind: 'failed', code, message };
}

/** A provider's script hosts in order (the new captcha's only where the environment has one). */
function scriptsOf(settings: CaptchaSettings, provider: CaptchaProviderId): readonly string[] {
  return provider === 'magpie' ? (settings.newCaptcha?.scripts ?? []) : settings.scripts[provider];
}
