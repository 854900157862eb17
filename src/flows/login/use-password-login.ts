import { createElement, lazy } from 'react';
import { useApiClient } from '@/api/api-client-context';
import { login, type LoginInput } from '@/api/endpoints/login';
import { useEdition } from '@/editions/edition-context';
import { useDialogs } from '@/ui/dialog-service';
import { RETRIEVE_PATH, submitPasswordLogin, type LoginOutcome } from './submit-login';
import { useLoginCompletion } from './use-login-completion';

const LoginOverLimitDialog = lazy(() => import('./login-over-limit-dialog'));

/** Wires the password login flow to this page: the API, the dialogs and the destination. */
export function usePasswordLogin(): (input: LoginInput) => Promise<LoginOutcome> {
  const client = useApiClient();
  const dialogs = useDialogs();
  const { manifest } = useEdition();
  const completion = useLoginCompletion();

  return (input) =>
    submitPasswordLogin(
      {
        ...completion,
        callLogin: (request) => login(client, request, manifest.login.endpoint),
        showOverLimit: () =>
          dialogs.open<void>((done) =>
            createElement(LoginOverLimitDialog, {
              retrieveHref: RETRIEVE_PATH,
              onClose: () => done(),
            }),
          ),
      },
      input,
    );
}
