/**
 * Loaded on the first click of the bridge's button, so the Turkey pages' first load carries only
 * the button: listens for the popup's quick token and runs its type's action with the page's
 * real dependencies (docs/turkey-bridge.md).
 */
import { bindByQuickToken, loginByQuickToken } from '@/api/endpoints/turkey-bridge';
import type { TurkeyBridgeMessage } from '@/lib/turkey-bridge-protocol';
import { finishSignIn } from '@/sign-in/after-sign-in/finish-sign-in';
import { signInCompletion } from '@/sign-in/after-sign-in/sign-in-completion';
import type { SignInEnvironment } from '@/sign-in/after-sign-in/sign-in-environment';
import { showToast } from '@/ui/show-toast';
import { runBridgeAction, type BridgeActionOutcome } from './bridge-action';
import { listenForBridgeMessage } from './bridge-listener';
import type { TurkeyBridgeType } from './turkey-popup';

/** Tracked when the Turkey site refuses the quick token (the wrapper showed the message). */
export const TURKEY_BRIDGE_REFUSED = 'TurkeyBridgeRefused';

export interface StartBridgeInput {
  readonly env: SignInEnvironment;
  readonly popup: Window;
  readonly mainOrigins: readonly string[];
  readonly type: TurkeyBridgeType;
  readonly linkSuccessful: string;
  /** True while the token is being redeemed, false once its action has run. */
  readonly onBusy: (busy: boolean) => void;
  /** The action's outcome, once it has run. */
  readonly onDone?: (outcome: BridgeActionOutcome) => void;
}

export function startBridge(input: StartBridgeInput): () => void {
  const { env } = input;
  return listenForBridgeMessage({
    win: window,
    popup: input.popup,
    mainOrigins: input.mainOrigins,
    type: input.type,
    onMessage: (message: TurkeyBridgeMessage) => {
      // The popup's work is done; the page it came from carries on.
      input.popup.close();
      input.onBusy(true);
      void runBridgeAction(message, {
        bind: (quickToken, type) => bindByQuickToken(env.client, { quickToken, type }),
        login: (quickToken) => loginByQuickToken(env.client, quickToken),
        signedIn: async (result) => {
          await finishSignIn(signInCompletion(env, 'login'), result);
        },
        toast: showToast,
        linkSuccessful: input.linkSuccessful,
        onError: (retCode) => env.track(TURKEY_BRIDGE_REFUSED, { type: message.type, retCode }),
      }).then(
        (outcome) => {
          input.onBusy(false);
          input.onDone?.(outcome);
        },
        () => input.onBusy(false),
      );
    },
  });
}
