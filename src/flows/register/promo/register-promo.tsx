import { Suspense } from 'react';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import { useAfterHydration } from '@/sign-in/browser/use-client-value';
import { SignupPromoSkeleton } from '@/sign-in/promo/signup-promo-skeleton';

const SignupPromoPanel = lazyWithTimeout(
  () => import('@/sign-in/promo/signup-promo-panel'),
  'signup-promo-panel',
);

/**
 * The page-mode promo panel, kept off the first load's critical path: nothing of it is in the
 * prerendered page or the entry chunk; once the page is interactive its code and config load
 * while a skeleton of the same size holds the place. Pass it as PageLayout's `promo`.
 */
export function RegisterPromo() {
  const hydrated = useAfterHydration();
  if (!hydrated) return <SignupPromoSkeleton />;
  return (
    <ChunkBoundary name="register-promo">
      <Suspense fallback={<SignupPromoSkeleton />}>
        <SignupPromoPanel />
      </Suspense>
    </ChunkBoundary>
  );
}
