/**
 * Where the register screen is (docs/registration.md, "Screens and how to reach them": Step mode,
 * Recall): choose (step mode's first step) → account → verify by code or link → password →
 * finishing. Returning from verify to account forgets the uuid; a recall may start at the password
 * step.
 */
import type { RegistrationAccount, VerificationMethod } from '../flow/registration-payload';

export interface Attempt {
  readonly account: RegistrationAccount;
  readonly uuid: string | undefined;
  readonly verification: VerificationMethod;
}

export type RegisterStage =
  | { readonly name: 'choose' }
  | { readonly name: 'account'; readonly prefer: 'email' | 'mobile' }
  | { readonly name: 'verify'; readonly attempt: Attempt }
  | {
      readonly name: 'password';
      readonly uuid: string;
      readonly account: RegistrationAccount | undefined;
      readonly loginName: string | undefined;
    }
  | { readonly name: 'finishing' };

export type StageEvent =
  | { readonly type: 'choose' }
  | { readonly type: 'chosen'; readonly channel: 'email' | 'mobile' }
  | { readonly type: 'sent'; readonly attempt: Attempt }
  | { readonly type: 'back' }
  | {
      readonly type: 'needsPassword';
      readonly uuid: string;
      readonly account?: RegistrationAccount | undefined;
      readonly loginName?: string | undefined;
    }
  | { readonly type: 'registered' };

export function initialStage(layout: 'tabs' | 'steps'): RegisterStage {
  return layout === 'steps' ? { name: 'choose' } : { name: 'account', prefer: 'email' };
}

export function nextStage(stage: RegisterStage, event: StageEvent): RegisterStage {
  switch (event.type) {
    case 'choose':
      return { name: 'choose' };
    case 'chosen':
      return { name: 'account', prefer: event.channel };
    case 'sent':
      return { name: 'verify', attempt: event.attempt };
    case 'back': {
      // From verify (or a password step reached from it) back to the account the visitor typed.
      const prefer =
        stage.name === 'verify' && stage.attempt.account.channel === 'mobile' ? 'mobile' : 'email';
      return { name: 'account', prefer };
    }
    case 'needsPassword':
      return {
        name: 'password',
        uuid: event.uuid,
        account: event.account,
        loginName: event.loginName,
      };
    case 'registered':
      return { name: 'finishing' };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The uuid the stage holds on to; it is forgotten when the visitor goes back to the account. */
export function stageUuid(stage: RegisterStage): string | undefined {
  if (stage.name === 'verify') return stage.attempt.uuid;
  if (stage.name === 'password') return stage.uuid;
  return undefined;
}
