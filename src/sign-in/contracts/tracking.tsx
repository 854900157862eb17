/**
 * Analytics for flows: `useTracking().track(name, data)`. The app provides one tracker
 * (src/lib/tracking, chosen by the environment) to this context and to the request wrapper's
 * `track` option, so every event goes through the same masking and the same sink.
 */
import { createContext, use, type ReactNode } from 'react';
import type { Tracker } from '@/lib/tracking/tracker';

export type { Tracker };

const TrackingContext = createContext<Tracker | null>(null);

export function TrackingProvider({ tracker, children }: { tracker: Tracker; children: ReactNode }) {
  return <TrackingContext value={tracker}>{children}</TrackingContext>;
}

export function useTracking(): Tracker {
  const tracker = use(TrackingContext);
  if (!tracker) throw new Error('useTracking must be used inside <TrackingProvider>');
  return tracker;
}
