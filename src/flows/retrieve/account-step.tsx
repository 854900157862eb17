import { Stack, Text } from '@chakra-ui/react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import { asciiDigits } from '@/lib/ascii-digits';
import { usernameKind } from '@/lib/phone-or-email';
import { CountryCodeField } from '@/sign-in/fields/country-code-field';
import { FormField } from '@/ui/form-field';
import { SubmitButton } from '@/ui/submit-button';
import { TextInput } from '@/ui/text-input';
import { accountProblems, type AccountProblem, type RetrieveAccount } from './retrieve-steps';

interface AccountValues {
  identifier: string;
  countryCode?: string;
}

/**
 * Step 1: the account, taken as the login form takes it (e-mail, or a phone with its country
 * code). Submitting runs the captcha and the validation call; the typed values stay whatever the
 * answer (docs/retrieve.md, "Steps").
 */
export function AccountStep({
  onSubmit,
}: {
  onSubmit: (account: RetrieveAccount) => Promise<unknown>;
}) {
  const { t } = useTranslation('retrieve');
  const { manifest } = useEdition();
  const phoneAllowed = manifest.login.tabs.includes('mobile');
  const fixedCountryCode = manifest.login.fixedCountryCode;
  const resolver: Resolver<AccountValues> = (values) => {
    const identifier = asciiDigits(values.identifier ?? '').trim();
    const problems = accountProblems(identifier, values.countryCode ?? '', phoneAllowed);
    const errors = Object.fromEntries(
      Object.entries(problems).map(([name, message]) => [name, { type: 'validate', message }]),
    );
    return Object.keys(errors).length > 0
      ? { values: {}, errors }
      : { values: { ...values, identifier }, errors: {} };
  };
  const form = useForm<AccountValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: fixedCountryCode ? { countryCode: fixedCountryCode } : undefined,
  });
  const errors = form.formState.errors;
  const identifier = useWatch({ control: form.control, name: 'identifier' }) ?? '';
  const isPhone =
    identifier.trim() !== '' &&
    usernameKind(asciiDigits(identifier.trim()), { phoneAllowed }) === 'phone';
  const message = (error: { message?: string } | undefined) =>
    error?.message ? t(error.message as AccountProblem) : undefined;

  const submit = form.handleSubmit(async (values) => {
    const phone = usernameKind(values.identifier, { phoneAllowed }) === 'phone';
    await onSubmit({
      username: values.identifier,
      ...(phone && values.countryCode ? { countryCode: values.countryCode } : {}),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="5">
        <Text>{t('account.intro')}</Text>
        <FormField
          label={phoneAllowed ? t('account.emailOrMobile') : t('account.email')}
          error={message(errors.identifier)}
          required
        >
          <TextInput
            type={phoneAllowed ? 'text' : 'email'}
            autoComplete="username"
            inputMode="email"
            {...form.register('identifier')}
          />
        </FormField>
        {isPhone && (
          <CountryCodeField
            label={t('account.countryCode')}
            required
            fixed={fixedCountryCode}
            error={message(errors.countryCode)}
            registration={form.register('countryCode')}
          />
        )}
        <SubmitButton loading={form.formState.isSubmitting}>{t('account.submit')}</SubmitButton>
      </Stack>
    </form>
  );
}
