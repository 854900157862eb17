import { screen } from '@testing-library/react';
import AppDialog from '@/ui/app-dialog';
import { useDialogs } from '@/ui/dialog-service';
import { inAct, renderAppHook } from '../../../test/harness';

// The dialog host renders above the routes: its dialogs take the page's direction all the same.
describe('AppLocaleProvider', () => {
  for (const [url, dir] of [
    ['/ar/login', 'rtl'],
    ['/en/login', 'ltr'],
  ] as const) {
    it(`gives a dialog of the dialog service the page's direction (${url}: ${dir})`, async () => {
      const view = await renderAppHook(useDialogs, { edition: 'are', url });
      void inAct(view.result.current.open)(() => (
        <AppDialog open onClose={() => undefined} title="Notice">
          Body
        </AppDialog>
      ));
      const dialog = await screen.findByRole('dialog', { name: 'Notice' });
      expect(dialog.closest('[dir]')).toHaveAttribute('dir', dir);
    });
  }
});
