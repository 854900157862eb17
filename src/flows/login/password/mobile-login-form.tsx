import { Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { useEarlySubmit } from '@/ui/early-submit';
import { FormField } from '@/ui/form-field';
import { lazyZodResolver } from '@/ui/lazy-zod-resolver';
import { TextInput } from '@/ui/text-input';
import { CountryCodeField } from '@/sign-in/fields/country-code-field';
import { useArrivingDraft, useCombinedDraftSource } from '@/sign-in/combined/combined-draft';
import { PasswordAndSubmit } from './password-and-submit';
import type { LoginFormState, MobileLoginValues } from './login-schema';
import { usePasswordLogin } from './use-password-login';

const resolver = lazyZodResolver<MobileLoginValues>(() =>
  import('./login-schema').then((m) => m.mobileLoginSchema),
);

/**
 * Phone + password. Editions with a fixed country code (Turkey: TR) show it instead of a picker
 * and send it as the spec says; the others pick a dialling code from the country list.
 */
export function MobileLoginForm() {
  const { t } = useTranslation('login');
  const { manifest } = useEdition();
  const fixed = manifest.login.fixedCountryCode;
  const submitLogin = usePasswordLogin();
  const [remainingAttempts, setRemainingAttempts] = useState<number | null | undefined>();
  const form = useForm<MobileLoginValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: fixed ? { countryCode: fixed } : undefined,
  });
  const { errors, isSubmitting } = form.formState as LoginFormState<MobileLoginValues>;
  // The combined page's switch (docs/login.md, "Combined register/login page").
  const draft = useArrivingDraft();
  useEffect(() => {
    if (!draft) return;
    if (draft.mobile) form.setValue('mobile', draft.mobile);
    if (draft.mobile && draft.countryCode && !fixed)
      form.setValue('countryCode', draft.countryCode);
    if (draft.password) form.setValue('password', draft.password);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useCombinedDraftSource(
    useCallback(() => {
      const values = form.getValues();
      return { mobile: values.mobile, countryCode: values.countryCode, password: values.password };
    }, [form]),
  );

  const onSubmit = form.handleSubmit(async (values) => {
    const outcome = await submitLogin({
      username: values.mobile,
      password: values.password,
      countryCode: values.countryCode,
    });
    setRemainingAttempts(outcome.kind === 'wrongPassword' ? outcome.remainingAttempts : undefined);
  });
  const formProps = useEarlySubmit(onSubmit);

  return (
    <form {...formProps} noValidate method="post">
      <Stack gap="5">
        <CountryCodeField
          label={t('fields.countryCode')}
          required
          fixed={fixed}
          error={errors.countryCode?.message && t(errors.countryCode.message)}
          registration={form.register('countryCode')}
        />
        <FormField
          label={t('fields.mobile')}
          error={errors.mobile?.message && t(errors.mobile.message)}
          required
        >
          <TextInput
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            placeholder={t('fields.mobilePlaceholder')}
            {...form.register('mobile')}
          />
        </FormField>
        <PasswordAndSubmit
          registration={form.register('password')}
          error={errors.password?.message}
          remainingAttempts={remainingAttempts}
          submitting={isSubmitting}
        />
      </Stack>
    </form>
  );
}
