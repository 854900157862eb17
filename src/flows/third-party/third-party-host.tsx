import { Suspense, type ReactNode } from 'react';
import { ChunkBoundary, lazyWithTimeout } from '@/ui/error-boundary';
import {
  ThirdPartyProvider,
  type ThirdPartyBlockProps,
} from '@/sign-in/contracts/third-party-block';
import { useEdition } from '@/editions/edition-context';
import { ThirdPartyBlockPlaceholder } from './third-party-block-placeholder';

// Its own chunk: the block (and, through it, each provider's adapter) loads only on the pages
// that render it, never with the first load of the app.
const ThirdPartyBlock = lazyWithTimeout(() => import('./third-party-block'), 'third-party-block');

function LazyThirdPartyBlock(props: ThirdPartyBlockProps) {
  const { manifest } = useEdition();
  // An edition without standard buttons (Turkey) does not even fetch the block.
  const { providers } = manifest.thirdParty;
  if (providers.length === 0) return null;
  return (
    <ChunkBoundary name="third-party">
      <Suspense
        fallback={<ThirdPartyBlockPlaceholder intent={props.intent} count={providers.length} />}
      >
        <ThirdPartyBlock {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Provides the Google / Apple / Telegram sign-in block that login and register screens render. */
export function ThirdPartyHost({ children }: { children: ReactNode }) {
  return <ThirdPartyProvider block={LazyThirdPartyBlock}>{children}</ThirdPartyProvider>;
}
