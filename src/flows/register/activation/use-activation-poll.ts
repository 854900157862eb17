import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '@/sign-in/contracts/api-client';
import { pollActivation } from '@/api/endpoints/registration';
import { createActivationPoller, type ActivationState } from './activation-poll';

/**
 * Polls the activation status of a registration while the screen shows it; `onActivated` runs
 * once when the link has been opened. Polling stops on unmount and on any final state.
 */
export function useActivationPoll(uuid: string, onActivated: () => void): ActivationState {
  const client = useApiClient();
  const [state, setState] = useState<ActivationState>({ status: 'waiting' });
  const activated = useRef(onActivated);
  useEffect(() => {
    activated.current = onActivated;
  });

  useEffect(() => {
    const poller = createActivationPoller({
      poll: (signal) => pollActivation(client, uuid, signal),
      onChange: (next) => {
        setState(next);
        if (next.status === 'activated') activated.current();
      },
    });
    poller.start();
    return () => poller.stop();
  }, [client, uuid]);

  return state;
}
