/**
 * Whether the consent may show in this frame (docs/oauth.md, "Iframe mode"): always at the top
 * level; in a frame only when the client allows the framing origin (`frame_origins`, origin
 * patterns as src/lib/origin-pattern.ts reads them: a `:*` port matches any port). The server's
 * `frame-ancestors` header says the same; this is the page's own check for hosts that cannot
 * send it.
 */
import { originAllowed } from '@/lib/origin-pattern';
import type { FrameFacts } from '@/sign-in/browser/frame-facts';

export { frameFacts, type FrameFacts } from '@/sign-in/browser/frame-facts';

export function framingAllowed(facts: FrameFacts, frameOrigins: readonly string[]): boolean {
  if (!facts.framed) return true;
  const parent = facts.parentOrigin;
  return parent !== undefined && originAllowed(parent, frameOrigins);
}
