import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { renderWithUi } from './test-utils/render-with-ui';

function renderPassword(props: { defaultVisible?: boolean } = {}) {
  return renderWithUi(
    <FormField label="Password" helperText="8 to 30 characters">
      <PasswordInput toggleLabel="Show password" autoComplete="current-password" {...props} />
    </FormField>,
  );
}

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    const { user } = renderPassword();
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Show password');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('can start visible', () => {
    renderPassword({ defaultVisible: true });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('keeps the toggle out of form submission and points it at the input', () => {
    renderPassword();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('type', 'button');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByLabelText('Password').id);
  });

  it('is still labelled and described by its field', () => {
    renderPassword();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('8 to 30 characters');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('keeps what was typed when toggled and submits it through react-hook-form', async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ password: string }>();
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <FormField label="Password">
            <PasswordInput toggleLabel="Show password" {...register('password')} />
          </FormField>
          <button type="submit">Log in</button>
        </form>
      );
    }
    const { user } = renderWithUi(<Form />);
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveValue('Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(submitted).toHaveBeenCalledWith({ password: 'Secret123' }, expect.anything());
  });
});
