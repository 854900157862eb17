/**
 * The error boundaries as the app mounts them (docs/architecture.md, "Error boundaries"): a
 * route whose chunk fails shows the chunk message in the page and Retry brings the page back
 * without a reload; an error thrown while rendering reaches the root boundary, which shows
 * "Something went wrong", tracks it and calls the app's `onError`.
 */
import { screen, within } from '@testing-library/react';
import type * as AppHeaderModule from '../../src/app/layout/app-header';
import { resetSandbox } from '../sandbox-server';
import { renderApp } from '../harness';

const CHUNK_URL = 'http://global.localhost:4173/assets/self-unblock-page-Cq3.js';

const broken = vi.hoisted(() => ({ selfUnblockLoads: 0, header: false }));

// The page's import fails while `selfUnblockLoads` is above 0, as a dropped download would.
vi.mock('../../src/flows/login/ban/self-unblock-page', async (importOriginal) => {
  if (broken.selfUnblockLoads > 0) {
    broken.selfUnblockLoads -= 1;
    throw new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`);
  }
  return importOriginal();
});

vi.mock('../../src/app/layout/app-header', async (importOriginal) => {
  const original = await importOriginal<typeof AppHeaderModule>();
  return {
    AppHeader: () => {
      if (broken.header) throw new Error('header exploded');
      return original.AppHeader();
    },
  };
});

beforeEach(() => {
  resetSandbox();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  broken.header = false;
  broken.selfUnblockLoads = 0;
  vi.restoreAllMocks();
});

describe('error boundaries in the app', () => {
  it('shows a route chunk that failed with its type and address; Retry renders the page', async () => {
    broken.selfUnblockLoads = 1;
    const track = vi.fn();
    const { user } = await renderApp({
      edition: 'kaz',
      strings: 'en',
      url: '/self-unblock',
      track,
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load: the download did not complete.');
    expect(alert).toHaveTextContent(`Address: ${CHUNK_URL}`);
    expect(track).toHaveBeenCalledWith('chunkLoadFailed', {
      type: 'error',
      address: CHUNK_URL,
      boundary: 'self-unblock',
    });
    // The rest of the app (header, language picker) is still there.
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { name: 'Unblock your account' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the root message for a render error, tracks renderError and calls onError', async () => {
    broken.header = true;
    const track = vi.fn();
    const onError = vi.fn();
    await renderApp({ edition: 'kaz', strings: 'en', url: '/login', track, onError });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong')).toBeVisible();
    expect(alert).toHaveTextContent('This page stopped working. Reload it to continue.');
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(track).toHaveBeenCalledWith('renderError', {
      message: 'Error: header exploded',
      boundary: 'root',
    });
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toEqual(new Error('header exploded'));
  });
});
