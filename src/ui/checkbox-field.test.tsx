import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { CheckboxField } from './checkbox-field';
import { createAppSystem } from './theme/create-app-system';
import { defaultTheme, renderWithUi } from './test-utils/render-with-ui';

describe('CheckboxField', () => {
  it('is a real, named checkbox input that toggles on click', async () => {
    const { user } = renderWithUi(<CheckboxField name="terms" label="I accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveAttribute('name', 'terms');
    expect(box).not.toBeChecked();

    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('toggles from the keyboard', async () => {
    const { user } = renderWithUi(<CheckboxField name="news" label="Send me news" />);
    const box = screen.getByRole('checkbox', { name: 'Send me news' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('renders the native input into server HTML, so the form works before scripts load', () => {
    const html = renderToString(
      <ChakraProvider value={createAppSystem(defaultTheme)}>
        <form>
          <CheckboxField name="terms" label="I accept the terms" defaultChecked />
        </form>
      </ChakraProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const input = doc.querySelector('input[type="checkbox"][name="terms"]');
    expect(input?.hasAttribute('checked')).toBe(true);
    // The tick is in the markup already; CSS shows it whenever the input is checked.
    expect(input?.nextElementSibling?.querySelector('polyline')).not.toBeNull();
  });

  it('keeps a tick made before hydration', async () => {
    const tree = (
      <ChakraProvider value={createAppSystem(defaultTheme)}>
        <CheckboxField name="terms" label="I accept the terms" />
      </ChakraProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const native = container.querySelector<HTMLInputElement>('input[name="terms"]');
    native?.click();
    expect(native?.checked).toBe(true);

    await act(async () => {
      hydrateRoot(container, tree);
    });
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeChecked();
    container.remove();
  });

  it('announces an error', () => {
    renderWithUi(
      <CheckboxField name="terms" label="I accept the terms" error="Please accept the terms" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please accept the terms');
  });

  it('binds to react-hook-form register, including a default value', async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { terms: false, news: true } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <CheckboxField label="I accept the terms" {...register('terms')} />
          <CheckboxField label="Send me news" {...register('news')} />
          <button type="submit">Register</button>
        </form>
      );
    }
    const { user } = renderWithUi(<Form />);
    const news = screen.getByRole('checkbox', { name: 'Send me news' });
    expect(news).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(news);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(submitted).toHaveBeenCalledWith({ terms: true, news: false }, expect.anything());
  });

  it('can be controlled through a react-hook-form Controller', async () => {
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit, setValue } = useForm({ defaultValues: { terms: false } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <Controller
            control={control}
            name="terms"
            render={({ field }) => (
              <CheckboxField
                label="I accept the terms"
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <button type="button" onClick={() => setValue('terms', true)}>
            Accept all
          </button>
          <button type="submit">Register</button>
        </form>
      );
    }
    const { user } = renderWithUi(<Form />);
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(submitted).toHaveBeenCalledWith({ terms: true }, expect.anything());
  });
});
