import { sandboxSettings } from '@/config/environments';
import type { DialogService } from '@/ui/dialog-service';
import type { CaptchaChainDeps } from './captcha-loader';
import { CAPTCHA_TRACK_EVENTS, runCaptchaChain } from './captcha-loader';
import { createCaptchaStateStore } from './captcha-state-store';
import type { CaptchaLoaderState, CaptchaProviderId, ProviderOutcome } from './captcha-types';
import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_SCRIPT_TIMEOUT_MS,
  OLD_CAPTCHA_RETRY_MS,
} from './captcha-types';
import type { CaptchaProviderAdapter, ProviderRunContext } from './providers/provider-adapter';
import type { ScriptLoadResult } from './script-loader';

type Behaviour =
  /** The script does not load on any host. */
  | { kind: 'script'; result: ScriptLoadResult }
  /** The challenge never comes up. */
  | { kind: 'silent' }
  /** Shows, then ends with this outcome. */
  | { kind: 'shows'; outcome: ProviderOutcome }
  /** Shows each time it runs, ending with the next of these outcomes. */
  | { kind: 'showsInTurn'; outcomes: ProviderOutcome[] };

const PLAN: CaptchaProviderId[] = ['magpie', 'geecaptcha', 'recaptcha', 'qqcaptcha'];
const passed = (provider: string): ProviderOutcome => ({
  kind: 'passed',
  fields: { provider },
});

function setUp(behaviours: Partial<Record<CaptchaProviderId, Behaviour>>, online = true) {
  const store = createCaptchaStateStore();
  const states: { state: CaptchaLoaderState; provider: CaptchaProviderId | null }[] = [];
  store.subscribe(() => states.push({ state: store.get().state, provider: store.get().provider }));
  const tracked: { event: string; data: unknown }[] = [];
  const ran: CaptchaProviderId[] = [];
  const aborted: CaptchaProviderId[] = [];
  const loaded = new Set<CaptchaProviderId>();

  const adapter = (id: CaptchaProviderId): CaptchaProviderAdapter => ({
    id,
    isLoaded: () => loaded.has(id),
    run(context: ProviderRunContext) {
      ran.push(id);
      context.signal.addEventListener('abort', () => aborted.push(id));
      const behaviour = behaviours[id] ?? { kind: 'shows', outcome: passed(id) };
      if (behaviour.kind === 'silent') return new Promise<ProviderOutcome>(() => undefined);
      context.onShown();
      if (behaviour.kind === 'showsInTurn') return Promise.resolve(behaviour.outcomes.shift()!);
      return Promise.resolve(behaviour.kind === 'shows' ? behaviour.outcome : passed(id));
    },
  });

  const deps: CaptchaChainDeps = {
    adapters: {
      magpie: adapter('magpie'),
      geecaptcha: adapter('geecaptcha'),
      recaptcha: adapter('recaptcha'),
      qqcaptcha: adapter('qqcaptcha'),
    },
    loadScript: async (urls) => {
      const { scripts, newCaptcha } = sandboxSettings.captcha;
      const id = PLAN.find((p) => (p === 'magpie' ? newCaptcha?.scripts : scripts[p]) === urls);
      if (!id) throw new Error('unknown provider');
      const behaviour = behaviours[id];
      if (behaviour?.kind === 'script') return behaviour.result;
      loaded.add(id);
      return { ok: true, url: urls[0]! };
    },
    settings: sandboxSettings.captcha,
    dialogs: {} as DialogService,
    store,
    track: (event, data) => tracked.push({ event, data }),
    isOnline: () => online,
  };
  const run = () =>
    runCaptchaChain(deps, {
      plan: PLAN,
      sceneCode: 31000,
      info: undefined,
      lang: 'en',
      quality: 80,
    });
  return { run, store, states, tracked, ran, aborted };
}

const notLoading: Behaviour = {
  kind: 'script',
  result: { ok: false, code: CAPTCHA_ERROR_CODES.network, message: 'Network error' },
};

const refused: ProviderOutcome = {
  kind: 'failed',
  code: CAPTCHA_ERROR_CODES.challengeFailed,
  message: 'refused',
};

describe('runCaptchaChain', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts in init, goes loading → loaded and passes with the first provider', async () => {
    const { run, store, states } = setUp({});
    expect(store.get().state).toBe('init');
    await expect(run()).resolves.toEqual({
      kind: 'passed',
      provider: 'magpie',
      fields: { provider: 'magpie' },
    });
    expect(states).toEqual([
      { state: 'loading', provider: 'magpie' },
      { state: 'loaded', provider: 'magpie' },
    ]);
  });

  it('downgrades in order: a new-captcha failure, then a script that does not load', async () => {
    const { run, tracked, ran, states } = setUp({
      magpie: {
        kind: 'shows',
        outcome: { kind: 'failed', code: CAPTCHA_ERROR_CODES.challengeFailed, message: 'refused' },
      },
      geecaptcha: notLoading,
    });
    await expect(run()).resolves.toMatchObject({ kind: 'passed', provider: 'recaptcha' });
    expect(ran).toEqual(['magpie', 'recaptcha']);
    expect(states.map((s) => `${s.state}:${s.provider}`)).toEqual([
      'loading:magpie',
      'loaded:magpie',
      'loading:geecaptcha',
      'loading:recaptcha',
      'loaded:recaptcha',
    ]);
    expect(tracked).toEqual([
      {
        event: CAPTCHA_TRACK_EVENTS.failed,
        data: { provider: 'magpie', code: -1, message: 'refused', scene: 31000 },
      },
      {
        event: CAPTCHA_TRACK_EVENTS.downgrade,
        data: { from: 'magpie', to: 'geecaptcha', scene: 31000 },
      },
      {
        event: CAPTCHA_TRACK_EVENTS.failed,
        data: { provider: 'geecaptcha', code: -200, message: 'Network error', scene: 31000 },
      },
      {
        event: CAPTCHA_TRACK_EVENTS.downgrade,
        data: { from: 'geecaptcha', to: 'recaptcha', scene: 31000 },
      },
    ]);
  });

  it('gives a challenge 10 s to come up, then records 60205 and moves on', async () => {
    vi.useFakeTimers();
    const { run, aborted, tracked } = setUp({ magpie: { kind: 'silent' } });
    const outcome = run();
    await vi.advanceTimersByTimeAsync(CAPTCHA_SCRIPT_TIMEOUT_MS - 1);
    expect(aborted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'passed', provider: 'geecaptcha' });
    expect(aborted).toEqual(['magpie']);
    expect(tracked[0]).toMatchObject({
      event: CAPTCHA_TRACK_EVENTS.failed,
      data: { provider: 'magpie', code: 60205 },
    });
  });

  it('shows a failed old captcha once more 1 s later, and passes with it', async () => {
    vi.useFakeTimers();
    expect(OLD_CAPTCHA_RETRY_MS).toBe(1000);
    const { run, ran, tracked, states } = setUp({
      magpie: notLoading,
      geecaptcha: { kind: 'showsInTurn', outcomes: [refused, passed('geecaptcha')] },
    });
    const outcome = run();
    await vi.advanceTimersByTimeAsync(OLD_CAPTCHA_RETRY_MS - 1);
    expect(ran).toEqual(['geecaptcha']);
    expect(tracked.at(-1)).toEqual({
      event: CAPTCHA_TRACK_EVENTS.retry,
      data: { provider: 'geecaptcha', scene: 31000 },
    });
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: 'passed', provider: 'geecaptcha' });
    expect(ran).toEqual(['geecaptcha', 'geecaptcha']);
    expect(states.slice(-3).map((s) => `${s.state}:${s.provider}`)).toEqual([
      'loaded:geecaptcha',
      'loading:geecaptcha',
      'loaded:geecaptcha',
    ]);
  });

  it('moves on when the retry fails too; the new captcha and script failures are not retried', async () => {
    vi.useFakeTimers();
    const { run, ran, tracked } = setUp({
      magpie: { kind: 'shows', outcome: refused },
      geecaptcha: { kind: 'showsInTurn', outcomes: [refused, refused] },
      recaptcha: notLoading,
    });
    const outcome = run();
    await vi.advanceTimersByTimeAsync(OLD_CAPTCHA_RETRY_MS);
    await expect(outcome).resolves.toMatchObject({ kind: 'passed', provider: 'qqcaptcha' });
    expect(ran).toEqual(['magpie', 'geecaptcha', 'geecaptcha', 'qqcaptcha']);
    expect(tracked.filter((t) => t.event === CAPTCHA_TRACK_EVENTS.retry)).toHaveLength(1);
  });

  it('stops when the visitor closes a challenge, without downgrading', async () => {
    const { run, ran, tracked } = setUp({
      magpie: { kind: 'shows', outcome: { kind: 'cancelled' } },
    });
    await expect(run()).resolves.toEqual({ kind: 'cancelled', provider: 'magpie' });
    expect(ran).toEqual(['magpie']);
    expect(tracked).toEqual([]);
  });

  it('ends in fail when every provider failed, with each failure tracked', async () => {
    const { run, store, tracked } = setUp({
      magpie: notLoading,
      geecaptcha: {
        kind: 'script',
        result: { ok: false, code: CAPTCHA_ERROR_CODES.scriptTimeout, message: 'timed out' },
      },
      recaptcha: notLoading,
      qqcaptcha: notLoading,
    });
    const outcome = await run();
    expect(outcome).toMatchObject({ kind: 'unavailable' });
    expect(outcome.kind === 'unavailable' && outcome.failures.map((f) => f.code)).toEqual([
      -200, 60204, -200, -200,
    ]);
    expect(store.get().state).toBe('fail');
    expect(tracked.filter((t) => t.event === CAPTCHA_TRACK_EVENTS.failed)).toHaveLength(4);
  });

  it('reports 508 for every provider while the browser is offline', async () => {
    const { run, ran } = setUp({}, false);
    const outcome = await run();
    expect(outcome.kind === 'unavailable' && outcome.failures.map((f) => f.code)).toEqual([
      508, 508, 508, 508,
    ]);
    expect(ran).toEqual([]);
  });
});
