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
    renderWithUi(<AppToaster closeLabel="Close" />);
    act(() => {
      toaster.create({ type: 'error', description: '10006: Too many requests', duration: 2000 });
    });
    const toast = await screen.findByText('10006: Too many requests');
    expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
  });

  it('labels the close button of a closable toast', async () => {
    const { user } = renderWithUi(<AppToaster closeLabel="Close" />);
    act(() => {
      toaster.create({ description: 'Link successful', duration: 5000, closable: true });
    });
    const toast = (await screen.findByText('Link successful')).closest('[data-state]');
    expect(toast).toHaveAttribute('data-state', 'open');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(toast).toHaveAttribute('data-state', 'closed');
  });
});
