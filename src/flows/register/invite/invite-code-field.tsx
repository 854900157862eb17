import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { FormField } from '@/ui/form-field';
import { TextInput } from '@/ui/text-input';
import {
  INVITE_CODE_MAX_LENGTH,
  blocksSignUp,
  inviteCodeFromUrl,
  normaliseInviteCode,
  type InviteStatus,
} from './invite-code';
import { InviterAvatar } from './inviter-avatar';
import { useInviteCheck } from './use-invite-check';

export interface InviteCodeFieldProps {
  /** The form's referral field (`REFERRAL_FIELD_NAME`): the code travels as `user_code`. */
  readonly name: string;
}

/**
 * The invite screen's code field (docs/registration.md, "Invite codes"). It is the form's `ref`
 * field, so the code travels as the registration's `user_code` like a referral code. The link's
 * code is prefilled and checked at once; a valid code shows as applied (with the inviter when the
 * exchange names one); a refused one says so and blocks the form until the visitor fixes it or
 * chooses to sign up without it.
 */
export default function InviteCodeField({ name }: InviteCodeFieldProps) {
  const { t } = useTranslation('registerExtras');
  const { pathname, search } = useLocation();
  // The code the invite link carries (`/invite/<code>`, `?code=`), read on arrival.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const linkCode = useMemo(() => inviteCodeFromUrl(pathname, search), []);
  const { control, getFieldState, setValue, resetField, trigger, setFocus } = useFormContext();
  const watched: unknown = useWatch({ control, name });
  const code = typeof watched === 'string' ? normaliseInviteCode(watched) : '';
  const status = useInviteCheck(code);
  const prefilled = useRef(false);

  // The link's code, once, unless the visitor typed first. It becomes the field's default, so
  // the registration's isManuallyModifyUserCode says whether the visitor changed it.
  useEffect(() => {
    if (prefilled.current || !linkCode || getFieldState(name).isDirty) return;
    prefilled.current = true;
    resetField(name, { defaultValue: linkCode });
  }, [linkCode, name, getFieldState, resetField]);

  // An error shown for an earlier status goes (or comes back) as soon as the status changes.
  useEffect(() => {
    if (getFieldState(name).error) void trigger(name);
  }, [status, name, getFieldState, trigger]);

  const refusal = refusalMessage(status, t);

  return (
    <Controller
      control={control}
      name={name}
      defaultValue=""
      rules={{
        // Re-registered on every render, so it always sees the latest status.
        validate: () => refusal ?? true,
      }}
      render={({ field, fieldState }) => (
        <Stack gap="2">
          <FormField
            label={t('invite.label')}
            error={refusal ?? fieldState.error?.message}
            helperText={
              <span aria-live="polite">
                {status.kind === 'checking' ? t('referral.checking') : ''}
              </span>
            }
          >
            <TextInput
              name={field.name}
              ref={field.ref}
              value={code}
              onChange={(event) => field.onChange(normaliseInviteCode(event.target.value))}
              onBlur={field.onBlur}
              maxLength={INVITE_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('invite.placeholder')}
            />
          </FormField>
          {status.kind === 'applied' && (
            <HStack gap="3" role="status">
              {status.inviter?.userId && status.inviter.nickname && (
                <InviterAvatar userId={status.inviter.userId} name={status.inviter.nickname} />
              )}
              <Text fontSize="sm">
                {status.inviter?.nickname
                  ? t('invite.appliedBy', { nickname: status.inviter.nickname })
                  : t('invite.applied')}
              </Text>
            </HStack>
          )}
          {blocksSignUp(status) && (
            <Button
              type="button"
              variant="plain"
              size="sm"
              alignSelf="start"
              paddingInline="0"
              colorPalette="brand"
              onClick={() => {
                setValue(name, '', { shouldDirty: true, shouldValidate: true });
                setFocus(name);
              }}
            >
              {t('invite.withoutCode')}
            </Button>
          )}
        </Stack>
      )}
    />
  );
}

function refusalMessage(
  status: InviteStatus,
  t: (key: 'invite.expired' | 'invite.invalid') => string,
): string | undefined {
  if (status.kind !== 'refused') return undefined;
  return status.reason === 'expired' ? t('invite.expired') : t('invite.invalid');
}
