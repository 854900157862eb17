import { screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import AppDialog from './app-dialog';
import { renderWithUi } from './test-utils/render-with-ui';

describe('AppDialog', () => {
  it('is a labelled modal dialog, 480 px wide by default', async () => {
    renderWithUi(
      <AppDialog open onClose={() => {}} title="Verify your e-mail" closeLabel="Close">
        Code sent
      </AppDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Verify your e-mail' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ maxWidth: '480px' });
  });

  it('uses the card width of 400 px, or any given width', async () => {
    const { rerender } = renderWithUi(
      <AppDialog open onClose={() => {}} title="Notice" width="card">
        Text
      </AppDialog>,
    );
    expect(await screen.findByRole('dialog')).toHaveStyle({ maxWidth: '400px' });
    rerender(
      <AppDialog open onClose={() => {}} title="Notice" width={472}>
        Text
      </AppDialog>,
    );
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '472px' });
  });

  it('closes through the labelled close button and through Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderWithUi(
      <AppDialog open onClose={onClose} title="Notice" closeLabel="Close">
        Text
      </AppDialog>,
    );
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('has no close button unless a label is given, and can be named without a title', async () => {
    renderWithUi(
      <AppDialog open onClose={() => {}} ariaLabel="Security check" role="alertdialog">
        Text
      </AppDialog>,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Security check' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('can be loaded lazily through its default export', async () => {
    const LazyDialog = lazy(() => import('./app-dialog'));
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && (
            <Suspense fallback={null}>
              <LazyDialog open onClose={() => setOpen(false)} title="Lazy" closeLabel="Close">
                Loaded
              </LazyDialog>
            </Suspense>
          )}
        </>
      );
    }
    const { user } = renderWithUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Lazy' })).toHaveTextContent('Loaded');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
