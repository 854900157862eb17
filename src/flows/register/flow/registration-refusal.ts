/**
 * How the registration flows show a refused call (docs/registration.md, "Refusals and failures"):
 * through the error catalogue's one rule (`src/sign-in/refusals/catalogue-refusal.ts`), on the
 * path of the call that was refused. The flows name the call; the wiring knows its path.
 */
import type { RefusedAnswer, ShownRefusal } from '@/sign-in/refusals/catalogue-refusal';

export type RegistrationCall = 'send' | 'verify' | 'register' | 'password';

/**
 * Shows what the catalogue names for a refused answer of a registration call (its dialog, its
 * own toast, or the upgrade dialog for a generic failure) and resolves once the visitor has
 * answered a dialog. An answer the request wrapper showed itself shows nothing more.
 */
export type ShowRegistrationRefusal = (
  call: RegistrationCall,
  answer: RefusedAnswer,
) => Promise<ShownRefusal>;
