import { createContext, use, type ReactNode } from 'react';
import type { ApiClient } from '@/api/api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Gives screens the one request wrapper; the app creates it, tests inject their own. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
