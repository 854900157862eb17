import type { ReactNode } from 'react';
import { VerificationProvider, type VerificationServices } from '@/api/services/verification';

// Transitional: replaced by the captcha/risk/security-notice implementation (issue 4).
const services: VerificationServices = {
  runCaptcha: async () => ({ kind: 'passed', fields: {} }),
  showSecurityNotice: async () => 'confirm',
  runRiskStep: async () => ({ kind: 'failed' }),
};

/** Provides the verification services (captcha, security notice, risk step) to every flow. */
export function VerificationHost({ children }: { children: ReactNode }) {
  return <VerificationProvider services={services}>{children}</VerificationProvider>;
}
