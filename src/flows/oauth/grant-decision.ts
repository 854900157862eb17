/**
 * What the consent page does with a pre-authorisation (docs/oauth.md, "The consent screen"):
 * refuse a request it cannot describe, authorise at once when every scope is already granted,
 * or ask the visitor.
 */
import type { PreAuthorization } from '@/api/endpoints/oauth';
import { groupScopes, type ScopeGroups } from './scope-sentences';

export type GrantDecision =
  | { readonly kind: 'refuse'; readonly undescribed: readonly string[] }
  | { readonly kind: 'remembered' }
  | { readonly kind: 'ask'; readonly groups: ScopeGroups; readonly stepUp: boolean };

export type AskDecision = Extract<GrantDecision, { kind: 'ask' }>;

export function grantDecision(pre: PreAuthorization): GrantDecision {
  const groups = groupScopes(pre.scopes);
  if (groups.undescribed.length > 0) return { kind: 'refuse', undescribed: groups.undescribed };
  const allGranted = pre.scopes.every((scope) => scope.granted);
  if (!pre.consent_required && allGranted) return { kind: 'remembered' };
  // The server decides when a fresh verification is needed; a sensitive scope not granted
  // before always needs one, whatever the answer says.
  const stepUp = pre.step_up_required || groups.sensitive.some((scope) => !scope.granted);
  return { kind: 'ask', groups, stepUp };
}
