import { Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { usernameKind } from '@/lib/phone-or-email';
import { useEarlySubmit } from '@/ui/early-submit';
import { FormField } from '@/ui/form-field';
import { lazyZodResolver } from '@/ui/lazy-zod-resolver';
import { TextInput } from '@/ui/text-input';
import { CountryCodeField } from '@/sign-in/fields/country-code-field';
import { useArrivingDraft, useCombinedDraftSource } from '@/sign-in/combined/combined-draft';
import { PasswordAndSubmit } from './password-and-submit';
import { useLoginScreen } from '../screen/login-screen-context';
import type { IdentifierLoginValues, LoginFormState } from './login-schema';
import { usePasswordLogin } from './use-password-login';

/**
 * The e-mail tab: one 'e-mail or mobile' field and the password. Where the edition offers phone
 * login, digits are read as a phone number (docs/login.md, "The e-mail tab's field") and the
 * country code appears beside them; elsewhere the field takes e-mail addresses only.
 */
export function EmailLoginForm() {
  const { t } = useTranslation('login');
  const { manifest } = useEdition();
  const { phoneAllowed } = useLoginScreen();
  const fixedCountryCode = manifest.login.fixedCountryCode;
  const submitLogin = usePasswordLogin();
  const [remainingAttempts, setRemainingAttempts] = useState<number | null | undefined>();
  const resolver = useMemo(
    () =>
      lazyZodResolver<IdentifierLoginValues>(() =>
        import('./login-schema').then((m) => m.identifierLoginSchema(phoneAllowed)),
      ),
    [phoneAllowed],
  );
  // No defaultValues for what the visitor types: whatever was typed into the prerendered form
  // before the scripts arrived is read from the inputs instead of being reset.
  const form = useForm<IdentifierLoginValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: fixedCountryCode ? { countryCode: fixedCountryCode } : undefined,
  });
  const { errors, isSubmitting } = form.formState as LoginFormState<IdentifierLoginValues>;
  // The combined page's switch carries what was typed on the sign-up side (docs/login.md,
  // "Combined register/login page"), and reads this form's fields when the visitor switches.
  const draft = useArrivingDraft();
  useEffect(() => {
    if (!draft) return;
    const phone = phoneAllowed && !draft.email ? draft.mobile : undefined;
    const username = draft.email ?? phone;
    if (username) form.setValue('identifier', username);
    if (phone && draft.countryCode && !fixedCountryCode) {
      form.setValue('countryCode', draft.countryCode);
    }
    if (draft.password) form.setValue('password', draft.password);
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useCombinedDraftSource(
    useCallback(() => {
      const values = form.getValues();
      const username = (values.identifier ?? '').trim();
      const phone = username !== '' && usernameKind(username, { phoneAllowed }) === 'phone';
      return phone
        ? { mobile: username, countryCode: values.countryCode, password: values.password }
        : { email: username, password: values.password };
    }, [form, phoneAllowed]),
  );
  const identifier = useWatch({ control: form.control, name: 'identifier' }) ?? '';
  const isPhone =
    identifier.trim() !== '' && usernameKind(identifier.trim(), { phoneAllowed }) === 'phone';

  const onSubmit = form.handleSubmit(async (values) => {
    const phone = usernameKind(values.identifier, { phoneAllowed }) === 'phone';
    const outcome = await submitLogin({
      username: values.identifier,
      password: values.password,
      ...(phone && values.countryCode ? { countryCode: values.countryCode } : {}),
    });
    setRemainingAttempts(outcome.kind === 'wrongPassword' ? outcome.remainingAttempts : undefined);
  });
  const formProps = useEarlySubmit(onSubmit);

  return (
    <form {...formProps} noValidate method="post">
      <Stack gap="5">
        <FormField
          label={phoneAllowed ? t('fields.emailOrMobile') : t('fields.email')}
          error={errors.identifier?.message && t(errors.identifier.message)}
          required
        >
          <TextInput
            type={phoneAllowed ? 'text' : 'email'}
            autoComplete="username"
            inputMode="email"
            placeholder={
              phoneAllowed ? t('fields.emailOrMobilePlaceholder') : t('fields.emailPlaceholder')
            }
            {...form.register('identifier')}
          />
        </FormField>
        {isPhone && (
          <CountryCodeField
            label={t('fields.countryCode')}
            required
            fixed={fixedCountryCode}
            error={errors.countryCode?.message && t(errors.countryCode.message)}
            registration={form.register('countryCode')}
          />
        )}
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
