import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';
import { REFERRAL_CODE_MAX_LENGTH } from './referral-code-rules';
import type { ReferralStatus } from './referral-status';
import { useDefaultReferralCode } from './use-default-referral-code';
import { useReferralCheck } from './use-referral-check';

export const REFERRAL_FIELD_NAME = 'ref';

export interface ReferralCodeFieldProps {
  /** Form field name (inside the register form's FormProvider); `ref` by default. */
  name?: string;
  /** The embedding's 'read-only referral code' switch. */
  readOnly?: boolean;
  /** The embedding's prefilled user code; wins over the link's code and the cookie. */
  prefilledCode?: string | undefined;
  /** `useChannelInfo().userCode`: the landing link's referral code or affiliate id. */
  channelCode?: string | undefined;
  /** Told each status change (null, error -1, success 1 with the scene and text). */
  onStatusChange?: (status: ReferralStatus) => void;
}

/**
 * The referral-code block: at most 20 characters, checked live against POST /s1/code/info, hidden
 * on editions whose manifest says `register.referralCode: "hidden"` (Turkey). A code the server
 * does not know (status -1) fails the form's validation, so the form is not sent with it.
 */
export function ReferralCodeField(props: ReferralCodeFieldProps) {
  const { manifest } = useEdition();
  if (manifest.register.referralCode === 'hidden') return null;
  return <VisibleReferralCodeField {...props} />;
}

function VisibleReferralCodeField({
  name = REFERRAL_FIELD_NAME,
  readOnly = false,
  prefilledCode,
  channelCode,
  onStatusChange,
}: ReferralCodeFieldProps) {
  const { t } = useTranslation('registerExtras');
  const { control, getFieldState, setValue, trigger } = useFormContext();
  const watched: unknown = useWatch({ control, name });
  const code = typeof watched === 'string' ? watched : '';
  const { status, checking } = useReferralCheck(code);
  const defaultCode = useDefaultReferralCode(prefilledCode, channelCode);

  useEffect(() => {
    onStatusChange?.(status);
  }, [status, onStatusChange]);

  // An error shown from an earlier status goes (or comes back) as soon as the status changes.
  useEffect(() => {
    if (getFieldState(name).error) void trigger(name);
  }, [status, name, getFieldState, trigger]);

  // The default arrives after hydration; it never overwrites what the visitor typed.
  useEffect(() => {
    if (!defaultCode || getFieldState(name).isDirty) return;
    setValue(name, defaultCode.slice(0, REFERRAL_CODE_MAX_LENGTH));
  }, [defaultCode, name, getFieldState, setValue]);

  const statusError = status?.type === -1 ? t(status.messageKey) : undefined;
  const helper = checking
    ? t('referral.checking')
    : status?.type === 1
      ? status.text || t('referral.applied')
      : '';

  return (
    <Controller
      control={control}
      name={name}
      defaultValue=""
      rules={{
        maxLength: {
          value: REFERRAL_CODE_MAX_LENGTH,
          message: t('referral.tooLong', { max: REFERRAL_CODE_MAX_LENGTH }),
        },
        // Re-registered on every render, so it always sees the latest status.
        validate: () => (status?.type === -1 ? t(status.messageKey) : true),
      }}
      render={({ field, fieldState }) => (
        <FormField
          label={t('referral.label')}
          error={statusError ?? fieldState.error?.message}
          helperText={<span aria-live="polite">{helper}</span>}
        >
          <TextInput
            name={field.name}
            ref={field.ref}
            value={code}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            readOnly={readOnly}
            maxLength={REFERRAL_CODE_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('referral.placeholder')}
          />
        </FormField>
      )}
    />
  );
}
