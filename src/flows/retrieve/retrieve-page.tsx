import { Alert, Heading, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { TOAST_MS } from '@/api/error-constants';
import { PageLayout } from '@/ui/page-layout';
import { showToast } from '@/ui/show-toast';
import { useDocumentTitle } from '@/ui/use-document-title';
import { AccountStep } from './account-step';
import { CodeStep } from './code-step';
import { PasswordStep } from './password-step';
import { retrieveExitPath, retrieveOrigin, type ResetStarted } from './retrieve-steps';
import { useRetrieveFlow } from './use-retrieve-flow';

type Step =
  | { readonly kind: 'account' }
  | { readonly kind: 'code'; readonly account: string; readonly reset: ResetStarted }
  | { readonly kind: 'password'; readonly account: string; readonly ticket: string };

/**
 * /app/user/retrieve (forgot password; docs/retrieve.md): the account, the code (and the Google
 * code or the unbind-2FA e-mail's), then the new password; success leads back to the login the
 * visitor came from (`from=oauth`: the OAuth login).
 */
export default function RetrievePage() {
  const { t } = useTranslation('retrieve', { useSuspense: true });
  useDocumentTitle(t('pageTitle'));
  const { lang } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const flow = useRetrieveFlow();
  const [step, setStep] = useState<Step>({ kind: 'account' });
  const exitPath = retrieveExitPath(search, lang);

  return (
    <PageLayout>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        {retrieveOrigin(search) === 'trustFirst' && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('trustFirst')}</Alert.Title>
          </Alert.Root>
        )}
        {/* Hidden, not unmounted, on the later steps: going back finds the account as typed. */}
        <div hidden={step.kind !== 'account'}>
          <AccountStep
            onSubmit={async (account) => {
              const outcome = await flow.submitAccount(account);
              if (outcome.kind === 'sent') {
                setStep({ kind: 'code', account: account.username, reset: outcome.reset });
              }
            }}
          />
        </div>
        {step.kind === 'code' && (
          <CodeStep
            reset={step.reset}
            flow={flow}
            onVerified={(ticket) => setStep({ kind: 'password', account: step.account, ticket })}
            onBack={() => setStep({ kind: 'account' })}
          />
        )}
        {step.kind === 'password' && (
          <PasswordStep
            account={step.account}
            onSubmit={async (password) => {
              if (!(await flow.resetPassword(step.ticket, password))) return;
              // Read on the login page it leads to, so it stays as long as the general toast.
              showToast({ type: 'success', description: t('done'), duration: TOAST_MS.general });
              void navigate(exitPath);
            }}
          />
        )}
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={exitPath}>{t('backToLogin')}</RouterLink>
        </Link>
      </Stack>
    </PageLayout>
  );
}
