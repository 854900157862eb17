import { useExitIntent } from '../use-exit-intent';

/** A screen with the exit intent armed (welcome-gift wording, 30 USDT), for tests. */
export function ExitIntentHarness({ onQuit = () => undefined }: { onQuit?: () => void }) {
  useExitIntent({ enabled: true, variant: 'welcomeGift', amount: '30', onQuit });
  return <p>sign-up form</p>;
}
