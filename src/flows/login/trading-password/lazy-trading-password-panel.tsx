import { Suspense } from 'react';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { loadSubmitLogin } from '../password/use-password-login';
import type { TradingPasswordStep } from './use-trading-password-step';

// Through the submit pipeline, which is loaded by the time a login asks for the panel.
const TradingPasswordPanel = lazyWithTimeout(
  () =>
    loadSubmitLogin()
      .then((m) => m.loadTradingPasswordPanel())
      .then((panel) => ({ default: panel })),
  'trading-password-panel',
);

/**
 * The trading-password panel where a login screen shows it (the login page and modal, the
 * sub-account page): its own chunk, with its strings, fetched only when a login asks for it
 * (docs/login.md, "Trading-password change").
 */
export function LazyTradingPasswordPanel({ step }: { step: TradingPasswordStep }) {
  if (step.request === null) return null;
  return (
    <ChunkBoundary name="trading-password">
      <Suspense fallback={null}>
        <TradingPasswordPanel key={step.attempt} step={step} />
      </Suspense>
    </ChunkBoundary>
  );
}
