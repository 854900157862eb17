/**
 * Translation keys are typed from the English strings (src/i18next.d.ts; docs/architecture.md,
 * "Language and direction"), so a wrong key fails the typecheck. Nothing here runs: `tsc` checks
 * this file, and each `@ts-expect-error` line would itself fail the typecheck if its wrong key
 * were accepted.
 */
import type { TFunction } from 'i18next';

declare const t: TFunction; // the default namespace, common
declare const tLogin: TFunction<'login'>;
declare const tErrors: TFunction<'errors'>;
declare const code: number;

t('close');
// @ts-expect-error: no namespace has this key
t('closeDialog');

tLogin('validation.invalidMail');
// @ts-expect-error: a register key, not a login one
tLogin('validation.invalidPwd');

tErrors('codes.31002');
// @ts-expect-error: a code the errors namespace has no text for
tErrors('codes.99999');
// @ts-expect-error: a key built from a number at run time is not known to exist
tErrors(`codes.${code}`);
