import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '@/api/error-constants';
import { showToast } from '@/ui/show-toast';
import { loadForAction } from './load-for-action';

vi.mock('@/ui/show-toast', () => ({ showToast: vi.fn() }));

const i18n = { t: (key: string) => `«${key}»` } as never;

describe('loadForAction', () => {
  beforeEach(() => vi.mocked(showToast).mockClear());

  it('gives what loaded and tells nothing', async () => {
    await expect(loadForAction(() => Promise.resolve('pipeline'), i18n)).resolves.toBe('pipeline');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('tells the visitor in the general error toast for 5 s and fails the action', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(loadForAction(() => Promise.reject(failure), i18n)).rejects.toBe(failure);
    expect(TOAST_MS.general).toBe(5000);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      title: '«common:chunkError.title»',
      description: '«common:chunkError.error»',
      duration: TOAST_MS.general,
    });
  });
});
