import type { Page } from '@playwright/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontsAndFrames, holdEndlessAnimations, providersReady, settle } from './page-state';

/** An animation as `document.getAnimations()` lists it, with how often it repeats. */
function animation(iterations: number) {
  return {
    effect: { getComputedTiming: () => ({ iterations }) },
    currentTime: 480 as number | null,
    paused: false,
    pause() {
      this.paused = true;
    },
  };
}

/** A page whose `evaluate` runs the function here, against the document stubbed in. */
function pageRunningHere(): Page {
  return {
    evaluate: (fn: () => unknown) => Promise.resolve().then(fn),
  } as unknown as Page;
}

describe('holdEndlessAnimations', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds an endless animation (a busy button’s spinner) at its start and lets a finite one run', async () => {
    const spinner = animation(Infinity);
    const fadeIn = animation(1);
    vi.stubGlobal('document', { getAnimations: () => [spinner, fadeIn] });

    await holdEndlessAnimations(pageRunningHere());

    expect(spinner).toMatchObject({ paused: true, currentTime: 0 });
    expect(fadeIn).toMatchObject({ paused: false, currentTime: 480 });
  });

  it('leaves a page that is navigating alone instead of failing the shot', async () => {
    const navigating = {
      evaluate: () => Promise.reject(new Error('Execution context was destroyed')),
    } as unknown as Page;

    await expect(holdEndlessAnimations(navigating)).resolves.toBeUndefined();
  });
});

describe('fontsAndFrames on a page that sends the visitor on by script', () => {
  /** A page whose first wait for fonts fails with `error`; every other call answers. */
  function pageFailingOnce(error: Error) {
    let draws = 0;
    const page = {
      // The hold passes no argument; the wait for fonts and frames passes its settings.
      evaluate: vi.fn((_fn: unknown, arg?: unknown) =>
        arg !== undefined && draws++ === 0 ? Promise.reject(error) : Promise.resolve(),
      ),
      waitForLoadState: vi.fn(() => Promise.resolve()),
      waitForFunction: vi.fn(() => Promise.resolve()),
    };
    return { page, asPage: page as unknown as Page, draws: () => draws };
  }

  it('waits for the page it went to and waits for its fonts there', async () => {
    const { page, asPage, draws } = pageFailingOnce(
      new Error(
        'page.evaluate: Execution context was destroyed, most likely because of a navigation',
      ),
    );

    await fontsAndFrames(asPage, true);

    expect(page.waitForLoadState).toHaveBeenCalledWith('load');
    expect(draws()).toBe(2);
  });

  it('passes on any other failure', async () => {
    const { page, asPage } = pageFailingOnce(
      new Error('Target page, context or browser has been closed'),
    );

    await expect(fontsAndFrames(asPage, false)).rejects.toThrow('has been closed');
    expect(page.waitForLoadState).not.toHaveBeenCalled();
  });
});

describe('providersReady', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  /** A provider's container with its placeholder beside it, as Google's and Telegram's render. */
  function widget(placeholder: boolean): string {
    const status = placeholder ? '<div role="status" aria-label="Loading Telegram"></div>' : '';
    return `<div>${status}<div data-provider="telegram"></div></div>`;
  }

  it('is ready on a page without third-party buttons, and once every button has loaded', () => {
    expect(providersReady()).toBe(true);
    document.body.innerHTML = `${widget(false)}<button data-provider="apple">Apple</button>`;
    expect(providersReady()).toBe(true);
  });

  it("waits while a widget shows its placeholder or Apple's button is busy", () => {
    document.body.innerHTML = widget(true);
    expect(providersReady()).toBe(false);
    document.body.innerHTML = `${widget(false)}<button data-provider="apple" data-loading>Apple</button>`;
    expect(providersReady()).toBe(false);
  });

  it("does not wait for Apple's button behind a dialog, where its flow keeps it busy", () => {
    document.body.innerHTML =
      '<button data-provider="apple" data-loading>Apple</button><div role="dialog"></div>';
    expect(providersReady()).toBe(true);
    document.body.innerHTML = `${widget(true)}<div role="dialog"></div>`;
    expect(providersReady()).toBe(false);
  });
});

describe('settle', () => {
  /** A page whose app has (`takenOver`) or has not yet taken over its prerendered form. */
  function pageWhere(takenOver: boolean) {
    const page = {
      evaluate: vi.fn((_fn: unknown, arg?: unknown) =>
        Promise.resolve(typeof arg === 'string' ? !takenOver : undefined),
      ),
      waitForFunction: vi.fn(() => Promise.resolve()),
      waitForLoadState: vi.fn(() => Promise.resolve()),
      mouse: { move: vi.fn(() => Promise.resolve()) },
    };
    return { page, asPage: page as unknown as Page };
  }

  it('waits for the app to take over a prerendered form, then for the network again', async () => {
    const { page, asPage } = pageWhere(false);
    const quiet = vi.fn(() => Promise.resolve());

    await settle(asPage, quiet, 10_000);

    expect(quiet).toHaveBeenCalledTimes(2);
    expect(page.waitForFunction).toHaveBeenCalledWith(
      expect.any(Function),
      '[data-early-submit]:not([data-ready]), [data-early-tabs]:not([data-ready])',
      { polling: 50, timeout: 10_000 },
    );
  });

  it('asks the network once where the app has already taken over', async () => {
    const { asPage } = pageWhere(true);
    const quiet = vi.fn(() => Promise.resolve());

    await settle(asPage, quiet, 10_000);

    expect(quiet).toHaveBeenCalledTimes(1);
  });
});
