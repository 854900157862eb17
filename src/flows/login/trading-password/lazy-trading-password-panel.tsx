import { Suspense } from 'react';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import type { TradingPasswordStep } from './use-trading-password-step';

const TradingPasswordPanel = lazyWithTimeout(
  () => import('./trading-password-panel').then((m) => ({ default: m.TradingPasswordPanel })),
  'trading-password-panel',
);

/**
 * The trading-password panel where a login screen shows it (the login page and modal, the
 * sub-account page): its own chunk, with its strings, fetched only when a login asks for it
 * (docs/login.md, "Trading-password change").
 */
export function LazyTradingPasswordPanel({ step }: { step: TradingPasswordStep }) {
  if (!step.active) return null;
  return (
    <ChunkBoundary name="trading-password">
      <Suspense fallback={null}>
        <TradingPasswordPanel key={step.attempt} step={step} />
      </Suspense>
    </ChunkBoundary>
  );
}
