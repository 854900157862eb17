import { render, renderHook, screen } from '@testing-library/react';
import type { AnalyticsEvent } from '@/lib/tracking/analytics-sink';
import { METRICS_PATH } from '@/lib/tracking/beacon-sink';
import { createTracker } from '@/lib/tracking/create-tracker';
import { createApiClient } from '@/api/api-client';
import { TEST_CLIENT_OPTIONS } from '@/api/endpoints/test-client';
import { API_PATHS } from '@/api/paths';
import { TrackingProvider, useTracking } from './tracking';

function recordingTracker() {
  const events: AnalyticsEvent[] = [];
  const tracker = createTracker({
    metricsUrl: '',
    sink: { send: (event) => events.push(event) },
    currentPath: () => '/en/login',
  });
  return { tracker, events };
}

describe('tracking service', () => {
  it('gives flows the app tracker', () => {
    const { tracker, events } = recordingTracker();
    function Button() {
      const { track } = useTracking();
      return (
        <button type="button" onClick={() => track('ThirdPartyNoToken', { email: 'alice@b.co' })}>
          go
        </button>
      );
    }
    render(
      <TrackingProvider tracker={tracker}>
        <Button />
      </TrackingProvider>,
    );
    screen.getByRole('button').click();
    expect(events[0]?.name).toBe('ThirdPartyNoToken');
    expect(events[0]?.properties).toMatchObject({ email: 'al***@b.co' });
  });

  it('says what is missing outside the provider', () => {
    expect(() => renderHook(() => useTracking())).toThrow(/TrackingProvider/);
  });

  it('is the same sink the request wrapper reports slow and forbidden calls to', async () => {
    const { tracker, events } = recordingTracker();
    let clock = 0;
    const client = createApiClient({
      ...TEST_CLIENT_OPTIONS,
      track: tracker.track,
      now: () => clock,
      fetchImpl: (async () => {
        clock += 5000;
        return new Response('', { status: 403 });
      }) as typeof fetch,
    });
    await client.request({ method: 'GET', path: API_PATHS.profile, onHttpError: () => undefined });
    expect(events.map((event) => event.name)).toEqual(['slowRequest', 'http403']);
    expect(events[0]?.properties).toMatchObject({
      path: API_PATHS.profile,
      ms: 5000,
      user_behavior_path: '/en/login',
    });
  });

  it('beacons to the metrics path the API names', () => {
    expect(METRICS_PATH).toBe(API_PATHS.metrics);
  });
});
