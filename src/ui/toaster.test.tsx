import { act, screen } from '@testing-library/react';
import { AppToaster, toaster } from './toaster';
import { renderWithUi } from './test-utils/render-with-ui';

afterEach(() => {
  act(() => toaster.remove());
});

describe('AppToaster', () => {
  it('queues toasts at the top centre', () => {
    expect(toaster.attrs.placement).toBe('top');
  });

  it('shows a toast with the copy and type the caller gives', async () => {
    renderWithUi(<AppToaster closeLabel="Close" label="Notifications" />);
    act(() => {
      toaster.create({ type: 'error', description: '10006: Too many requests', duration: 2000 });
    });
    const toast = await screen.findByText('10006: Too many requests');
    expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  });

  it('labels the close button of a closable toast', async () => {
    const { user } = renderWithUi(<AppToaster closeLabel="Close" label="Notifications" />);
    act(() => {
      toaster.create({ description: 'Link successful', duration: 5000, closable: true });
    });
    const toast = (await screen.findByText('Link successful')).closest('[data-state]');
    expect(toast).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toast).toHaveAttribute('data-state', 'closed');
  });

  it("names the toasts' region with the label it is given, in the page's language", async () => {
    renderWithUi(<AppToaster closeLabel="Kapat" label="Bildirimler" />);
    act(() => {
      toaster.create({ description: 'Bağlantı başarılı', duration: 5000 });
    });
    await screen.findByText('Bağlantı başarılı');
    expect(screen.getByRole('region', { name: 'Bildirimler' })).toBeInTheDocument();
  });
});

const ANIMATION_FRAME_MS = 16;

describe('AppToaster: durations (docs/requests-and-errors.md, "How an error is shown")', () => {
  afterEach(() => vi.useRealTimers());

  // 2 s: error toasts; 4 s: the Turkey bind's 'link successful'; 5 s: the chat-app bind success.
  it.each([2000, 4000, 5000])('keeps a %i ms toast open exactly that long', async (duration) => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    renderWithUi(<AppToaster closeLabel="Close" label="Notifications" />);
    act(() => {
      toaster.create({ type: 'success', description: `Shown for ${duration}`, duration });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const toast = screen.getByText(`Shown for ${duration}`).closest('[data-state]');
    await act(() => vi.advanceTimersByTimeAsync(duration - 1));
    expect(toast).toHaveAttribute('data-state', 'open');
    // The toast's timer starts on the animation frame that shows it (at most 16 ms later).
    await act(() => vi.advanceTimersByTimeAsync(1 + ANIMATION_FRAME_MS));
    expect(toast).toHaveAttribute('data-state', 'closed');
  });
});
