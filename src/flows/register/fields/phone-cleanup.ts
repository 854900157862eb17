/**
 * The phone field tidies what was typed or pasted 300 ms after the last change
 * (docs/registration.md, "Field rules"): spaces and brackets go, and so do leading zeros, except
 * for numbers of a dialling code that keeps them (the 225 exception, see register-rules.ts). Other
 * characters stay, so the digit rule can tell the visitor about them instead of silently dropping
 * them. Arabic-Indic, Persian and full-width digits become ASCII ones.
 */
import { asciiDigits } from '@/lib/ascii-digits';

export const PHONE_CLEANUP_DELAY_MS = 300;

export function cleanPhoneInput(value: string, keepLeadingZero = false): string {
  const withoutSpacing = asciiDigits(value).replace(/[\s()[\]{}]/g, '');
  return keepLeadingZero ? withoutSpacing : withoutSpacing.replace(/^0+/, '');
}
