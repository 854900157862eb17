import { lazy, Suspense } from 'react';
import { useAfterHydration } from '../channel/use-after-hydration';
import { RegisterPromoSkeleton } from './register-promo-skeleton';

const RegisterPromoPanel = lazy(() => import('./register-promo-panel'));

/**
 * The page-mode promo panel, kept off the first load's critical path: nothing of it is in the
 * prerendered page or the entry chunk; once the page is interactive its code and config load
 * while a skeleton of the same size holds the place. Pass it as PageLayout's `promo`.
 */
export function RegisterPromo() {
  const hydrated = useAfterHydration();
  if (!hydrated) return <RegisterPromoSkeleton />;
  return (
    <Suspense fallback={<RegisterPromoSkeleton />}>
      <RegisterPromoPanel />
    </Suspense>
  );
}
