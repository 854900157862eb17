import { queryOptions } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@/api/api-client';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { requireResult } from '@/api/api-error';
import { API_PATHS } from '@/api/paths';
import { sessionStore } from '@/lib/storage';
import { RECALL_STAGE, fetchRecallInfo } from '@/api/endpoints/registration';
import { useOnDemandQuery } from '@/sign-in/query/use-on-demand-query';

/** The uuid of the registration in progress in this tab, so a reload can recall it. */
export const REGISTRATION_UUID_KEY = 'register-uuid';

export function rememberRegistration(uuid: string | undefined): void {
  if (uuid) sessionStore.set(REGISTRATION_UUID_KEY, uuid);
  else sessionStore.remove(REGISTRATION_UUID_KEY);
}

/**
 * The recall lookup is cached (docs/registration.md, "Screens and how to reach them", Recall): a
 * uuid's stage is asked for once per visit.
 */
export function recallQueryOptions(client: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: ['register', 'recall', uuid] as const,
    queryFn: async ({ signal }) =>
      requireResult(API_PATHS.registerRecallInfo, await fetchRecallInfo(client, uuid, signal)),
    staleTime: Infinity,
    retry: false,
  });
}

export interface RecallHandlers {
  /** commit_password: the account waits for its password. */
  onPasswordStage(uuid: string, loginName: string | undefined): void;
  /** commit_login: the account is complete; the visitor logs in. */
  onLoginStage(): void;
}

/**
 * Recall by uuid (docs/registration.md, "Screens and how to reach them", Recall): the `uuid` of the
 * URL, else the one this tab was registering, is looked up once after hydration; commit_password
 * jumps to the password step, commit_login sends the visitor to log in. Anything else leaves the
 * form as it is.
 */
export function useRegisterRecall(urlUuid: string | undefined, handlers: RecallHandlers): void {
  const client = useApiClient();
  // Read once on arrival (after hydration: storage does not exist while prerendering); the uuid
  // this tab stores later belongs to the registration in progress, not to a recall.
  const [uuid, setUuid] = useState<string | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUuid(urlUuid ?? sessionStore.get(REGISTRATION_UUID_KEY) ?? undefined);
  }, [urlUuid]);
  const recall = useOnDemandQuery({
    ...recallQueryOptions(client, uuid ?? ''),
    enabled: uuid !== undefined,
    throwOnError: false,
  });
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const stage = recall.data?.recall_stage;
  const loginName = recall.data?.login_name ?? undefined;

  useEffect(() => {
    if (!uuid || !stage) return;
    if (stage === RECALL_STAGE.password) latest.current.onPasswordStage(uuid, loginName);
    else if (stage === RECALL_STAGE.login) {
      rememberRegistration(undefined);
      latest.current.onLoginStage();
    }
  }, [uuid, stage, loginName]);
}
