/**
 * hashPassword (password-hash.ts) loaded on first use, so the hash library stays out of the
 * first load; pages prefetch it when idle (src/ui/prefetch-when-idle.ts), so a submit rarely
 * waits for it.
 */
export const loadPasswordHash = () => import('./password-hash');

export async function hashPasswordOnDemand(clear: string): Promise<string> {
  const { hashPassword } = await loadPasswordHash();
  return hashPassword(clear);
}
