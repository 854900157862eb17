import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { checkReferralCode } from '@/api/endpoints/referral-code-check';
import {
  createReferralChecker,
  type ReferralChecker,
  type ReferralCheckerState,
} from './referral-checker';

const idle: ReferralCheckerState = { status: null, checking: false };

/** The live status of a referral code as it is typed (debounced, latest answer wins). */
export function useReferralCheck(code: string): ReferralCheckerState {
  const client = useApiClient();
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const [state, setState] = useState<ReferralCheckerState>(idle);
  const checker = useRef<ReferralChecker | null>(null);

  useEffect(() => {
    const created = createReferralChecker({
      check: (value, signal) => checkReferralCode(client, { code: value, locale, signal }),
      onChange: setState,
    });
    checker.current = created;
    return () => {
      created.dispose();
      checker.current = null;
    };
  }, [client, locale]);

  useEffect(() => {
    checker.current?.update(code);
  }, [code, client, locale]);

  return state;
}
