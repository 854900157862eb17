import { HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@/api/api-client';
import { TOAST_MS } from '@/api/error-constants';
import type { RiskOutcome } from '@/sign-in/contracts/verification';
import AppDialog from '@/ui/app-dialog';
import { CodeInput, type CodeInputHandle } from '@/ui/code-input';
import { ResendTimer } from '@/ui/resend-timer';
import { showToast } from '@/ui/show-toast';
import { MissingCodeHelp } from '@/sign-in/code-help/missing-code-help';
import type { RiskDestination } from './risk-destination';
import type { RiskStep } from '@/api/endpoints/risk-verification';
import { verifyRiskCode } from '@/api/endpoints/risk-verification';

export interface RiskVerificationModalProps {
  readonly client: ApiClient;
  readonly step: RiskStep;
  readonly destination: RiskDestination | undefined;
  /** Fetches the step again, which sends a new code; resolves false when that failed. */
  readonly resend: () => Promise<boolean>;
  readonly onDone: (outcome: RiskOutcome) => void;
}

/**
 * The security (risk) verification modal: the code step of a risk_token. The 6th digit checks
 * the code; a passed step hands the (verified) risk_token back for the caller's retry.
 */
export default function RiskVerificationModal({
  client,
  step,
  destination,
  resend,
  onDone,
}: RiskVerificationModalProps) {
  const { t } = useTranslation('verification', { useSuspense: true });
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [rejected, setRejected] = useState(false);
  const input = useRef<CodeInputHandle>(null);
  // After the entry is cleared (wrong code, new code sent) the caret goes back to its first box,
  // once the cleared value has rendered.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) input.current?.focus();
  }, [focusRequest]);

  const check = async (complete: string) => {
    setChecking(true);
    const answer = await verifyRiskCode(client, step.riskToken, complete).catch(() => undefined);
    setChecking(false);
    if (answer?.retCode === 0) {
      onDone({ kind: 'passed', riskToken: answer.result?.risk_token ?? step.riskToken });
      return;
    }
    setRejected(true);
    setCode('');
    setFocusRequest((count) => count + 1);
    showToast({
      type: 'error',
      description: answer ? t('risk.invalidCode') : t('risk.networkError'),
      duration: TOAST_MS.short,
    });
  };

  const sendAgain = async () => {
    const sent = await resend();
    if (!sent) {
      showToast({ type: 'error', description: t('risk.networkError'), duration: TOAST_MS.short });
      throw new Error('resend failed');
    }
    setCode('');
    setRejected(false);
    setFocusRequest((count) => count + 1);
  };

  return (
    <AppDialog
      open
      title={t('risk.title')}
      closeLabel={t('close')}
      closeOnInteractOutside={false}
      onClose={() => onDone({ kind: 'cancelled' })}
    >
      <Stack gap="4">
        <Text>
          {destination
            ? t(`risk.codeSentTo.${destination.kind}`, { destination: destination.masked })
            : t('risk.codeSent')}
        </Text>
        <CodeInput
          ref={input}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (rejected) setRejected(false);
          }}
          onComplete={(complete) => void check(complete)}
          groupLabel={t('code.groupLabel')}
          digitLabel={(position, total) => t('code.digitLabel', { position, total })}
          invalid={rejected}
        />
        <Text role="status" color="fg.muted" fontSize="sm" minHeight="1.25em">
          {checking ? t('risk.checking') : ''}
        </Text>
        <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="2">
          <MissingCodeHelp channel={destination?.kind ?? 'email'} />
          <ResendTimer
            onResend={sendAgain}
            resendLabel={t('code.resend')}
            countdownLabel={(seconds) => t('code.resendIn', { count: seconds })}
          />
        </HStack>
      </Stack>
    </AppDialog>
  );
}
