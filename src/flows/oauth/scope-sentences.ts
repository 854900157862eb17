/**
 * Scopes as sentences in the visitor's language (docs/oauth.md, "The consent screen"). A scope
 * without a sentence here is never shown as its identifier: the request cannot be authorised.
 */
import type { OAuthScopeGrant } from '@/api/endpoints/oauth';

export const SCOPE_SENTENCE_KEYS = {
  'account:read': 'scopes.accountRead',
  'balance:read': 'scopes.balanceRead',
  trade: 'scopes.trade',
  withdraw: 'scopes.withdraw',
} as const;

export type ScopeSentenceKey = (typeof SCOPE_SENTENCE_KEYS)[keyof typeof SCOPE_SENTENCE_KEYS];

export interface DescribedScope extends OAuthScopeGrant {
  readonly sentenceKey: ScopeSentenceKey;
}

export interface ScopeGroups {
  /** Read-only and other ordinary scopes. */
  readonly ordinary: readonly DescribedScope[];
  /** Scopes that can trade or move funds (the server marks them sensitive). */
  readonly sensitive: readonly DescribedScope[];
  /** Scopes this page has no sentence for. */
  readonly undescribed: readonly string[];
}

function sentenceKeyOf(scope: string): ScopeSentenceKey | undefined {
  return Object.hasOwn(SCOPE_SENTENCE_KEYS, scope)
    ? SCOPE_SENTENCE_KEYS[scope as keyof typeof SCOPE_SENTENCE_KEYS]
    : undefined;
}

export function groupScopes(scopes: readonly OAuthScopeGrant[]): ScopeGroups {
  const ordinary: DescribedScope[] = [];
  const sensitive: DescribedScope[] = [];
  const undescribed: string[] = [];
  for (const grant of scopes) {
    const sentenceKey = sentenceKeyOf(grant.scope);
    if (!sentenceKey) {
      undescribed.push(grant.scope);
      continue;
    }
    (grant.sensitive ? sensitive : ordinary).push({ ...grant, sentenceKey });
  }
  return { ordinary, sensitive, undescribed };
}
