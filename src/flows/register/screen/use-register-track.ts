import { useTracking } from '@/api/services/tracking';
import type { TrackFn } from '../flow/registration-tracking';

const untracked: TrackFn = () => undefined;

/**
 * The app's tracker for the registration events. Registration must never fail because analytics
 * is missing, so a page rendered without a TrackingProvider (an embedding, a test) tracks
 * nothing instead of throwing; the context is always read, so the hook order never changes.
 */
export function useRegisterTrack(): TrackFn {
  try {
    return useTracking().track;
  } catch {
    return untracked;
  }
}
