/**
 * The one rule for what the site-compliance config hides on a sign-in screen (docs/login.md,
 * "Compliance hiding"): each option it hides turns on the screen switch that hides it, the same
 * switch the URL or the widget can turn on (docs/login.md, "What the URL switches";
 * docs/registration.md, "Screens and how to reach them"). A screen that has no such switch (the
 * login screen has no referral field, the register screen no QR tab) is left as it is.
 */
import type { ComplianceHidden, ComplianceOption } from '@/api/endpoints/site-compliance-config';

/** The screen switch each hideable option turns on. */
export const COMPLIANCE_SWITCHES = {
  thirdParty: 'hideThirdParty',
  qr: 'hideQr',
  referralCode: 'hideReferral',
  phone: 'hidePhoneTab',
} as const satisfies Record<ComplianceOption, string>;

type SwitchName = (typeof COMPLIANCE_SWITCHES)[ComplianceOption];

/** `options` with the switches of the hidden options on; the same object when nothing changes. */
export function withComplianceHiding<T extends Partial<Record<SwitchName, boolean>>>(
  options: T,
  hidden: ComplianceHidden,
): T {
  const turnedOn = hidden
    .map((option) => COMPLIANCE_SWITCHES[option])
    .filter((name) => name in options && options[name] !== true);
  if (turnedOn.length === 0) return options;
  return { ...options, ...Object.fromEntries(turnedOn.map((name) => [name, true])) };
}
