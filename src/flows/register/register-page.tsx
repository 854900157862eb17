import { Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useEdition } from '@/editions/edition-context';
import { Slot } from '@/editions/slot';
import { PageLayout } from '@/ui/page-layout';
import { useDocumentTitle } from '@/ui/use-document-title';
import { ConsentCheckboxes } from './consent-checkboxes';
import { registerRedirectUrl } from './register-redirect';

export default function RegisterPage() {
  const { t, i18n } = useTranslation('register');
  const { manifest, editionHosts } = useEdition();
  const { lang } = useParams();
  const form = useForm({ mode: 'onTouched' });
  useDocumentTitle(t('pageTitle'));
  const redirect = manifest.register.redirectTo;
  const targetHost = redirect ? editionHosts[redirect.edition]?.[0] : undefined;

  useEffect(() => {
    if (!redirect || !targetHost) return;
    window.location.replace(
      registerRedirectUrl({
        rule: redirect,
        targetHost,
        location: window.location,
        currentLanguagePrefix: lang,
        currentLanguage: i18n.language,
      }),
    );
  }, [redirect, targetHost, lang, i18n.language]);

  if (redirect) return null;
  const withPrefix = (path: string) => (lang ? `/${lang}${path}` : path);

  return (
    <PageLayout>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
          <Stack gap="6">
            <Heading as="h1" size="2xl">
              {t('title')}
            </Heading>
            <ConsentCheckboxes boxes={manifest.register.consent} />
            <Slot name="register.thirdParty" mode="page" />
            <Separator />
            <Text textAlign="center">
              {t('haveAccount')}{' '}
              <Link asChild colorPalette="brand" fontWeight="semibold">
                <RouterLink to={withPrefix('/login')}>{t('logIn')}</RouterLink>
              </Link>
            </Text>
          </Stack>
        </form>
      </FormProvider>
    </PageLayout>
  );
}
