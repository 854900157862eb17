/**
 * What login and registration need from the verification building blocks (captcha, security
 * notice, risk step), as a contract. Flows never import each other: the app composes the
 * implementation (src/flows/verification) into this context, and tests inject fakes.
 */
import { createContext, use, type ReactNode } from 'react';

/** Captcha scenes of the manifest (login 31000, register 31004, third party 31001, ...). */
export type CaptchaSceneName =
  'login' | 'thirdParty' | 'register' | 'tradingTool' | 'migration' | 'turkeyLogin';

export interface CaptchaRequest {
  readonly scene: CaptchaSceneName;
  /** E-mail or phone the visitor typed (captcha info is asked per login name). */
  readonly loginName?: string;
}

export type CaptchaOutcome =
  /** Fields to merge into the request body: `magpie_verify_info` or the old provider's fields. */
  | { readonly kind: 'passed'; readonly fields: Readonly<Record<string, unknown>> }
  | { readonly kind: 'cancelled' }
  /** Every provider failed; the visitor has been told (100001). */
  | { readonly kind: 'unavailable' };

/**
 * Security notice dialog types (docs/verification.md, "Security notice"). Types 3 (IP banned) and
 * 4 (joined the waitlist) are reached by registration's events only, and registration shows them
 * in its ban dialog, the one six-type dialog of docs/registration-pieces.md, "Bans".
 */
export type SecurityNoticeType = 1 | 2 | 5 | 6;
/** The notice of the chat-app (Telegram) flow, before linking (docs/verification.md). */
export const CHAT_APP_NOTICE: SecurityNoticeType = 6;
export type SecurityNoticeChoice = 'confirm' | 'handleNo' | 'cancel';

export interface RiskStepRequest {
  readonly riskToken: string;
  readonly riskTokenType?: string | null;
  readonly userName?: string;
  readonly countryCode?: string;
}

export type RiskOutcome =
  /** Retry the call with this risk_token (login also with proto_ver 2.1). */
  | { readonly kind: 'passed'; readonly riskToken: string }
  | { readonly kind: 'cancelled' }
  /** The risk fetch failed: a warning is logged and the flow stops. */
  | { readonly kind: 'failed' };

export interface VerificationServices {
  runCaptcha(request: CaptchaRequest): Promise<CaptchaOutcome>;
  showSecurityNotice(
    type: SecurityNoticeType,
    data?: { isFake?: boolean },
  ): Promise<SecurityNoticeChoice>;
  runRiskStep(request: RiskStepRequest): Promise<RiskOutcome>;
}

const VerificationContext = createContext<VerificationServices | null>(null);

export function VerificationProvider({
  services,
  children,
}: {
  services: VerificationServices;
  children: ReactNode;
}) {
  return <VerificationContext value={services}>{children}</VerificationContext>;
}

export function useVerification(): VerificationServices {
  const services = use(VerificationContext);
  if (!services) throw new Error('useVerification must be used inside <VerificationProvider>');
  return services;
}
