import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { createTurkeyQuickToken } from '@/api/endpoints/turkey-quick-token';
import { useEdition, useFeatureConfig } from '@/editions/edition-context';
import { siteByEdition } from '@/editions/edition-site';
import { localePath, paths } from '@/lib/route-paths';
import { isTurkeyBridgeType, type TurkeyBridgeType } from '@/lib/turkey-bridge-protocol';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useSession } from '@/sign-in/contracts/session';
import { PageLayout } from '@/ui/page-layout';
import { SubmitButton } from '@/ui/submit-button';
import { useDocumentTitle } from '@/ui/use-document-title';
import { postQuickToken, type PopupTarget } from './popup-target';

interface TurkeyBridgeLoginConfig {
  turkeyEdition: string;
}

type Step = 'ready' | 'sending' | 'sent';

/**
 * `/en/tr-authorized?type=…` on the main site (docs/turkey-bridge.md, "The steps"): the Turkey
 * page opens it; the visitor signs in here if needed (the login keeps the type, so LOGIN_TR gets
 * the Turkey login captcha scene, and comes back here), confirms, and the page posts a quick
 * token of that type to the Turkey page, which binds or logs in with it and closes this window.
 */
export default function TrAuthorizedPage() {
  const { t } = useTranslation('common');
  const { lang } = useParams();
  const [query] = useSearchParams();
  const type = query.get('type');
  useDocumentTitle(t('turkeyBridge.title'));
  return (
    <PageLayout>
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t('turkeyBridge.title')}
        </Heading>
        {isTurkeyBridgeType(type) && window.opener ? (
          <Authorise type={type} lang={lang} opener={window.opener as PopupTarget} />
        ) : (
          <Text role="alert">{t('turkeyBridge.invalid')}</Text>
        )}
      </Stack>
    </PageLayout>
  );
}

function Authorise({
  type,
  lang,
  opener,
}: {
  type: TurkeyBridgeType;
  lang: string | undefined;
  opener: PopupTarget;
}) {
  const { t } = useTranslation('common');
  const client = useApiClient();
  const tokens = useSession();
  const { sites } = useEdition();
  const { turkeyEdition } = useFeatureConfig<TurkeyBridgeLoginConfig>('turkey-bridge-login');
  const turkeyHosts = siteByEdition(sites, turkeyEdition)?.hosts ?? [];
  const [step, setStep] = useState<Step>('ready');

  if (!tokens.get()) {
    const back = `${localePath(lang, paths.turkeyBridge)}?type=${type}`;
    const login = `${localePath(lang, paths.login)}?${new URLSearchParams({ type, redirect_url: back })}`;
    return (
      <>
        <Text>{t('turkeyBridge.signInFirst')}</Text>
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={login}>{t('turkeyBridge.logIn')}</RouterLink>
        </Link>
      </>
    );
  }

  if (step === 'sent') return <Text role="status">{t('turkeyBridge.sent')}</Text>;

  const confirm = async () => {
    setStep('sending');
    const answer = await createTurkeyQuickToken(client, type);
    if (answer?.retCode !== 0 || !answer.result) {
      setStep('ready');
      return;
    }
    postQuickToken(opener, turkeyHosts, window.location, type, answer.result.quick_token);
    setStep('sent');
  };

  return (
    <>
      <Text>{t(`turkeyBridge.actions.${type}`)}</Text>
      <Stack gap="3">
        <SubmitButton
          loading={step === 'sending'}
          disabled={turkeyHosts.length === 0}
          onClick={() => void confirm()}
        >
          {t('turkeyBridge.confirm')}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={() => window.close()}>
          {t('close')}
        </Button>
      </Stack>
    </>
  );
}
