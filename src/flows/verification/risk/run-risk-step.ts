/**
 * `runRiskStep` of the verification services (docs/verification.md, "Security (risk) step"): fetch
 * the step for the risk_token, show the code step, hand back the verified token. A failed fetch is
 * logged as a warning and stops the flow (docs/requests-and-errors.md, "The catalogue"). Loaded on
 * first use, with the modal, so neither is in the first page load.
 */
import { createElement } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import type { ApiClient } from '@/api/api-client';
import type { RiskOutcome, RiskStepRequest } from '@/sign-in/contracts/verification';
import type { DialogService } from '@/ui/dialog-service';
import { riskDestination } from './risk-destination';
import { fetchRiskStep } from '@/api/endpoints/risk-verification';
import type { Track } from '@/lib/tracking/tracker';

const RiskVerificationModal = lazyWithTimeout(
  () => import('./risk-verification-modal'),
  'risk-verification-modal',
);

export const RISK_TRACK_EVENTS = { fetchFailed: 'riskFetchFailed' } as const;

export interface RiskRunDeps {
  readonly client: ApiClient;
  readonly dialogs: DialogService;
  readonly track: Track;
}

export async function runRiskStep(
  deps: RiskRunDeps,
  request: RiskStepRequest,
): Promise<RiskOutcome> {
  const fetchStep = () =>
    fetchRiskStep(deps.client, {
      riskToken: request.riskToken,
      riskTokenType: request.riskTokenType,
      userName: request.userName,
      countryCode: request.countryCode,
    });
  const step = await fetchStep();
  if (!step) {
    console.warn('[risk] the security step could not be fetched; the flow stops');
    deps.track(RISK_TRACK_EVENTS.fetchFailed, { riskTokenType: request.riskTokenType ?? null });
    return { kind: 'failed' };
  }
  return deps.dialogs.open<RiskOutcome>((done) =>
    createElement(RiskVerificationModal, {
      client: deps.client,
      step,
      destination: riskDestination(request.userName),
      resend: async () => (await fetchStep()) !== undefined,
      onDone: done,
    }),
  );
}
