import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type CDPSession, type Page } from '@playwright/test';
import { capture } from './capture';
import type { CellOutcome, ColourMode, GalleryScreen } from './model';
import { setColourMode } from './page-state';
import { shotFiles, type ImageFormat } from './paths';
import type { Step } from './plan';

export type Reach = (page: Page) => Promise<void>;

export interface ShotSettings {
  readonly outDir: string;
  readonly format: ImageFormat;
  /** JPEG quality, 0–100. */
  readonly quality: number;
  /** Screens full length; dialogs are always shot as they cover the viewport. */
  readonly fullLength: boolean;
  /** How long a loaded page may keep the network busy before it is shot anyway. */
  readonly loadIdleMs: number;
  /** The same after a tab is opened, a dialog reached or the language switched. */
  readonly stepIdleMs: number;
}

/** A browser page a worker keeps, the colour mode it is in, and its network watch. */
export interface WorkerPage {
  readonly page: Page;
  /** A DevTools session on the page, for its pictures (capture.ts). */
  readonly cdp: CDPSession;
  mode: ColourMode;
  /**
   * Resolves once the page's network has been quiet for `quietMs` (half a second unless told),
   * or after `maxMs`.
   */
  readonly quiet: (maxMs: number, quietMs?: number) => Promise<void>;
  /**
   * Set when the run's watch closed the page because it was stuck (`stuck for 1 min 0 s while
   * shooting …`): every call on it then fails, and this is the reason recorded.
   */
  givenUp?: string;
}

/** Does what a step asks on the loaded page: nothing, open a tab, or the catalogue's `reach`. */
export async function act(page: Page, step: Step<Reach>): Promise<void> {
  const { action } = step;
  if (action.kind === 'base') return;
  if (action.kind === 'reach') return action.reach(page);
  if (action.reach) return action.reach(page);
  const tab = page.getByRole('tab').nth(action.index);
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Shoots the page as it is in light and dark, starting with the mode it is in. `ignored` holds
 * the modes this page load did not follow (inside Telegram the page keeps Telegram's): each is
 * waited for once per load, then only set.
 */
export async function shoot(
  worker: WorkerPage,
  settings: ShotSettings,
  where: { readonly edition: string; readonly language: string },
  screen: GalleryScreen,
  ignored: Set<ColourMode>,
): Promise<Extract<CellOutcome, { status: 'shot' }>> {
  const files = shotFiles(where.edition, where.language, screen.id, settings.format);
  const order: ColourMode[] = worker.mode === 'light' ? ['light', 'dark'] : ['dark', 'light'];
  for (const mode of order) {
    if (worker.mode !== mode) {
      worker.mode = mode;
      if (ignored.has(mode)) await worker.page.emulateMedia({ colorScheme: mode });
      else if (!(await setColourMode(worker.page, mode))) ignored.add(mode);
    }
    // Fades and colour transitions end at once, so the picture is the settled state.
    const image = await capture(worker.page, worker.cdp, {
      format: settings.format,
      quality: settings.quality,
      fullPage: settings.fullLength && screen.kind === 'screen',
    });
    await writeFile(path.join(settings.outDir, files[mode]), image);
  }
  const kept = order.filter((mode) => ignored.has(mode));
  if (kept.length > 0) {
    return {
      status: 'shot',
      files,
      note: `the page did not follow the system's ${kept.join(' and ')} mode: both pictures show the mode it keeps`,
    };
  }
  return { status: 'shot', files };
}
