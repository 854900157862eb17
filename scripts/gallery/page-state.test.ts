import type { Page } from '@playwright/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEndlessAnimations } from './page-state';

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
