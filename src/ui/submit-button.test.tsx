import { screen } from '@testing-library/react';
import { useState } from 'react';
import { DialogServiceProvider, useDialogs } from './dialog-service';
import { SubmitButton } from './submit-button';
import { renderWithUi } from './test-utils/render-with-ui';

describe('SubmitButton', () => {
  it('submits its form', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { user } = renderWithUi(
      <form onSubmit={onSubmit}>
        <SubmitButton>Log in</SubmitButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading: keeps its name, is busy and disabled, and shows a spinner', () => {
    renderWithUi(<SubmitButton loading>Log in</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.chakra-spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('can say something else while loading', () => {
    renderWithUi(
      <SubmitButton loading loadingText="Logging in">
        Log in
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Logging in' })).toBeDisabled();
  });

  it('while a dialog the flow opened waits for the visitor: disabled, but neither busy nor spinning', async () => {
    function Flow() {
      const dialogs = useDialogs();
      const [waiting, setWaiting] = useState(false);
      const submit = async () => {
        setWaiting(true);
        await dialogs.open<void>((close) => (
          <div role="dialog" aria-label="Account suspended">
            <button type="button" onClick={() => close()}>
              Got it
            </button>
          </div>
        ));
        setWaiting(false);
      };
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <SubmitButton loading={waiting}>Log in</SubmitButton>
        </form>
      );
    }
    const { user } = renderWithUi(
      <DialogServiceProvider>
        <Flow />
      </DialogServiceProvider>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Account suspended' })).toBeVisible();
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('.chakra-spinner')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toBeEnabled();
  });
});
