/**
 * What the Turkey page does with the quick token the main site's popup sent
 * (docs/turkey-bridge.md, "Each type"): BIND_TR, TR_KYC and MIGRANT_EU bind by quick token and
 * show 'link successful' for 4 s; LOGIN_TR logs in by quick token and finishes the sign-in like
 * any other (site jump, profile, destination). Any other ret_code is the error callback's: the
 * request wrapper has already shown the server's message.
 */
import type { ApiResult } from '@/api/request';
import type {
  BridgeBindAnswer,
  BridgeLoginAnswer,
  TurkeyBindType,
} from '@/api/endpoints/turkey-bridge';
import { TOAST_MS } from '@/api/error-constants';
import type { TurkeyBridgeMessage } from '@/lib/turkey-bridge-protocol';
import type { ToastOptions } from '@/ui/show-toast';

export interface BridgeActionDeps {
  bind(quickToken: string, type: TurkeyBindType): Promise<ApiResult<BridgeBindAnswer> | undefined>;
  login(quickToken: string): Promise<ApiResult<BridgeLoginAnswer> | undefined>;
  /** Finishes a sign-in whose token the request wrapper stored. */
  signedIn(result: BridgeLoginAnswer): Promise<void>;
  toast(options: ToastOptions): void;
  /** The translated 'link successful'. */
  readonly linkSuccessful: string;
  /** The error callback: a refusal (ret_code ≠ 0) or a call that failed. */
  onError(retCode: number | null): void;
}

export type BridgeActionOutcome = 'linked' | 'signed-in' | 'refused';

export async function runBridgeAction(
  message: TurkeyBridgeMessage,
  deps: BridgeActionDeps,
): Promise<BridgeActionOutcome> {
  if (message.type === 'LOGIN_TR') {
    const answer = await deps.login(message.quickToken);
    if (answer?.retCode !== 0 || !answer.result) {
      deps.onError(answer?.retCode ?? null);
      return 'refused';
    }
    await deps.signedIn(answer.result);
    return 'signed-in';
  }
  const answer = await deps.bind(message.quickToken, message.type);
  if (answer?.retCode !== 0 || !answer.result) {
    deps.onError(answer?.retCode ?? null);
    return 'refused';
  }
  deps.toast({
    type: 'success',
    description: deps.linkSuccessful,
    duration: TOAST_MS.turkeyBindSuccess,
  });
  return 'linked';
}
