import { createContext, use, type ReactNode } from 'react';
import type { TokenStore } from '@/lib/session-token';

const SessionContext = createContext<TokenStore | null>(null);

/** The user-token store, for the few screens that log out or check for a session. */
export function SessionProvider({ tokens, children }: { tokens: TokenStore; children: ReactNode }) {
  return <SessionContext value={tokens}>{children}</SessionContext>;
}

export function useSession(): TokenStore {
  const tokens = use(SessionContext);
  if (!tokens) throw new Error('useSession must be used inside <SessionProvider>');
  return tokens;
}
