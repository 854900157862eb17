import type { EditionManifest } from '@/editions/manifest-schema';

type ConsentBox = EditionManifest['register']['consent'][number];

export interface SubmitEnablingInput {
  readonly consent: readonly ConsentBox[];
  /** The form's `consent` values by box id. */
  readonly ticked: Readonly<Record<string, unknown>> | undefined;
  /** The partner referral channel, when no e-mail is preset (its host collects consent itself). */
  readonly partnerChannelWithoutPresetEmail: boolean;
  /** The chosen residence may not register: submitting opens the ban dialog instead. */
  readonly residenceBanned: boolean;
}

/**
 * Submit button enabling (docs/registration.md, "The registration flow", step 1): disabled until
 * every required consent box is ticked (Turkey: three; the others: one), except for the partner
 * channel without a preset e-mail and a banned residence.
 */
export function isSubmitEnabled(input: SubmitEnablingInput): boolean {
  if (input.partnerChannelWithoutPresetEmail || input.residenceBanned) return true;
  return input.consent
    .filter((box) => box.required)
    .every((box) => input.ticked?.[box.id] === true);
}
