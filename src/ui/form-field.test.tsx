import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormField } from './form-field';
import { renderWithUi } from './test-utils/render-with-ui';
import { TextInput } from './text-input';

describe('FormField', () => {
  it('labels the control', () => {
    renderWithUi(
      <FormField label="Email">
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('describes a valid control by its helper text only', () => {
    renderWithUi(
      <FormField label="Email" helperText="We never share it">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces an error through aria-invalid and aria-describedby, error first', () => {
    renderWithUi(
      <FormField label="Email" helperText="We never share it" error="Enter a valid e-mail address">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address We never share it');
    expect(screen.getByText('Enter a valid e-mail address')).toHaveAttribute('aria-live', 'polite');
  });

  it('uses the given id for the control and its texts', () => {
    renderWithUi(
      <FormField id="login-email" label="Email" error="Required">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'login-email');
    expect(input).toHaveAttribute('aria-describedby', 'login-email-error');
  });

  it('marks a required field with the native attribute', () => {
    renderWithUi(
      <FormField label="Email" required>
        <TextInput />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toBeRequired();
  });

  it('works with react-hook-form register', async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ email: string }>();
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <FormField label="Email">
            <TextInput {...register('email')} />
          </FormField>
          <button type="submit">Send</button>
        </form>
      );
    }
    const { user } = renderWithUi(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toHaveBeenCalledWith({ email: 'a@b.co' }, expect.anything());
  });
});
