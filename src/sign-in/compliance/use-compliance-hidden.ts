import { useEffect, useState } from 'react';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useLoadQueryClient } from '@/sign-in/query/query-client-context';
import type {
  ComplianceHidden,
  siteComplianceQueryOptions,
} from '@/api/endpoints/site-compliance-config';

const NONE: ComplianceHidden = [];

/**
 * Loads the compliance config's module; each screen passes its own
 * `() => import('@/api/endpoints/site-compliance-config')`, so the import sits in the screen's
 * chunk beside its other lazy imports instead of adding a chunk to the first load.
 */
export type LoadSiteCompliance = () => Promise<{
  readonly siteComplianceQueryOptions: typeof siteComplianceQueryOptions;
}>;

/**
 * What the site-compliance config hides on this screen (docs/login.md, "Compliance hiding"):
 * nothing until it has answered (as in the prerendered page), then its options. The call and its
 * reading load after the page has mounted, so the first load carries neither; the answer is
 * cached for the page, shared with the third-party block. A failure hides nothing.
 */
export function useComplianceHidden(load: LoadSiteCompliance): ComplianceHidden {
  const client = useApiClient();
  const loadQueryClient = useLoadQueryClient();
  const [hidden, setHidden] = useState<ComplianceHidden>(NONE);
  useEffect(() => {
    let current = true;
    void Promise.all([load(), loadQueryClient()])
      .then(([{ siteComplianceQueryOptions }, queryClient]) =>
        queryClient.fetchQuery(siteComplianceQueryOptions(client)),
      )
      .then(
        (answer) => {
          if (current && answer.length > 0) setHidden(answer);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [client, loadQueryClient, load]);
  return hidden;
}
