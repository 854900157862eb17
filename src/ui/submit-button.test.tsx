import { screen } from '@testing-library/react';
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
});
