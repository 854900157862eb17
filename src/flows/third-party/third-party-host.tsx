import type { ReactNode } from 'react';
import { ThirdPartyProvider, type ThirdPartyBlockProps } from '@/api/services/third-party';

// Transitional: replaced by the Google / Apple / Telegram sign-in block (issue 4).
function NoThirdPartyBlock(_props: ThirdPartyBlockProps) {
  return null;
}

/** Provides the third-party sign-in block that login and register screens render. */
export function ThirdPartyHost({ children }: { children: ReactNode }) {
  return <ThirdPartyProvider block={NoThirdPartyBlock}>{children}</ThirdPartyProvider>;
}
