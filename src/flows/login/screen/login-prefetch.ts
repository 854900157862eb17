import { loadPasswordHash } from '@/lib/hash-password-on-demand';
import type { ModuleLoader } from '@/ui/prefetch-when-idle';
import { loadSubmitLogin } from '../password/use-password-login';

/**
 * What the first login submit needs and the first load leaves out, fetched once the page is
 * idle (usePrefetchWhenIdle in login-page.tsx): the form's rules and zod, the submit pipeline
 * (with the after-sign-in steps: site jump, residence, profile, redirect rules),
 * the password hash and the login answer's schema.
 */
export const loginPrefetch: readonly ModuleLoader[] = [
  () => import('../password/login-schema'),
  () => import('@hookform/resolvers/zod'),
  loadSubmitLogin,
  loadPasswordHash,
  () => import('@/api/endpoints/login.schema'),
];
