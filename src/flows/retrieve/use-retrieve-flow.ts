import { useMemo } from 'react';
import {
  resendPasswordResetCode,
  resetPassword,
  sendUnbind2faEmailCode,
  startPasswordReset,
  verifyPasswordResetCodes,
} from '@/api/endpoints/retrieve-password';
import { useEdition } from '@/editions/edition-context';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { useVerification } from '@/sign-in/contracts/verification';
import {
  readStartAnswer,
  readUnbindAnswer,
  submitAccountStep,
  type ResetStarted,
  type RetrieveAccount,
  type SecondFactor,
} from './retrieve-steps';

/**
 * The password reset's actions over the app's request wrapper and verification services
 * (docs/retrieve.md, "Steps"), built here in one place. Each resolves with what the page shows
 * next; refusals have already been told through the error catalogue.
 */
export function useRetrieveFlow() {
  const client = useApiClient();
  const verification = useVerification();
  const { environment } = useEdition();
  return useMemo(
    () => ({
      submitAccount: (account: RetrieveAccount) =>
        submitAccountStep(
          {
            runCaptcha: (request) => verification.runCaptcha(request),
            start: (input) => startPasswordReset(client, input),
            runRiskStep: (request) => verification.runRiskStep(request),
          },
          account,
        ),
      resend: async (serialNo: string): Promise<ResetStarted | undefined> => {
        const answer = readStartAnswer(await resendPasswordResetCode(client, serialNo));
        return answer.kind === 'sent' ? answer.reset : undefined;
      },
      sendUnbindEmail: async (serialNo: string) =>
        readUnbindAnswer(await sendUnbind2faEmailCode(client, serialNo)),
      verifyCodes: async (
        serialNo: string,
        codes: { code: string; secondCode: string },
        secondFactor: SecondFactor,
      ): Promise<string | undefined> => {
        const answer = await verifyPasswordResetCodes(client, {
          serialNo,
          code: codes.code,
          ...(secondFactor === 'google2fa' ? { google2fa: codes.secondCode } : {}),
          ...(secondFactor === 'unbindEmail' ? { unbindEmailCode: codes.secondCode } : {}),
        });
        return answer?.retCode === 0 ? answer.result?.ticket : undefined;
      },
      resetPassword: async (ticket: string, password: string): Promise<boolean> => {
        const answer = await resetPassword(client, {
          ticket,
          password,
          rsaPublicKey: environment.rsaPublicKey,
        });
        return answer?.retCode === 0;
      },
    }),
    [client, verification, environment.rsaPublicKey],
  );
}

export type RetrieveFlow = ReturnType<typeof useRetrieveFlow>;
