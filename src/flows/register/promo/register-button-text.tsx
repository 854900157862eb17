import { Suspense } from 'react';
import { useAfterHydration } from '@/sign-in/browser/use-client-value';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';

// From the promo panel's chunk, which reads the same banner call: no chunk of its own, so the
// first load's shared chunks stay as they are.
const ConfiguredButtonText = lazyWithTimeout(
  () =>
    import('@/sign-in/promo/signup-promo-panel').then((panel) => ({
      default: panel.ConfiguredButtonText,
    })),
  'configured-button-text',
);

/**
 * The register button's text (docs/registration-pieces.md, "Promo panel"): the translated
 * `fallback` in the prerendered page and until the campaign's text arrives; the campaign's
 * `web_signuppage_regist_button_text` in the page's language once it has. A failure to load the
 * text's code keeps the fallback (the button always has a name).
 */
export function RegisterButtonText({ fallback }: { fallback: string }) {
  const hydrated = useAfterHydration();
  if (!hydrated) return fallback;
  return (
    <ChunkBoundary name="register-button-text" fallback={() => fallback}>
      <Suspense fallback={fallback}>
        <ConfiguredButtonText fallback={fallback} />
      </Suspense>
    </ChunkBoundary>
  );
}
