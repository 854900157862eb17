import { LocaleProvider } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import { AppTabs, targetIndex } from './app-tabs';
import { renderWithUi } from './test-utils/render-with-ui';

const items = [
  { value: 'email', label: 'Email', content: <p>Email form</p> },
  { value: 'mobile', label: 'Mobile', content: <p>Mobile form</p> },
] as const;

const threeWithDisabled = [
  { value: 'email', label: 'Email', content: <p>Email form</p> },
  { value: 'mobile', label: 'Mobile', content: <p>Mobile form</p>, disabled: true },
  { value: 'qr', label: 'QR code', content: <p>QR form</p> },
];

describe('AppTabs', () => {
  it('shows the first tab and switches by click', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUi(
      <AppTabs items={items} ariaLabel="Log in with" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Email' })).toHaveTextContent('Email form');

    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(onValueChange).toHaveBeenCalledWith('mobile');
    expect(await screen.findByText('Mobile form')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Email form')).not.toBeInTheDocument());
  });

  it('is one tab stop: only the selected tab is in the tab order', () => {
    renderWithUi(<AppTabs items={items} ariaLabel="Log in with" defaultValue="mobile" />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Mobile' });
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves between tabs with the arrow keys, and selection follows focus', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUi(
      <AppTabs items={items} ariaLabel="Log in with" onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('mobile');
    expect(screen.getByText('Mobile form')).toBeVisible();
    // Wraps around at the end.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
  });

  it('mirrors the arrow keys for right-to-left languages', async () => {
    const { user } = renderWithUi(
      <LocaleProvider locale="ar-SA">
        <AppTabs items={threeWithDisabled} ariaLabel="Log in with" />
      </LocaleProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowLeft}');
    // The next tab in reading order, skipping the disabled one.
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
  });

  it('goes to the first and last enabled tab with Home and End, skipping disabled tabs', async () => {
    const { user } = renderWithUi(<AppTabs items={threeWithDisabled} ariaLabel="Log in with" />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'QR code' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps hidden panels mounted, and what was typed in them, when asked to', async () => {
    const withInputs = [
      { value: 'email', label: 'Email', content: <input aria-label="E-mail" /> },
      { value: 'mobile', label: 'Mobile', content: <input aria-label="Phone" /> },
    ];
    const { user } = renderWithUi(
      <AppTabs items={withInputs} ariaLabel="Log in with" keepMounted />,
    );
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a@b.co');
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('a@b.co');
  });

  it('follows a controlled value', () => {
    const { rerender } = renderWithUi(
      <AppTabs items={items} ariaLabel="Log in with" value="email" />,
    );
    rerender(<AppTabs items={items} ariaLabel="Log in with" value="mobile" />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('targetIndex', () => {
  it('wraps and skips disabled tabs', () => {
    expect(targetIndex([true, false, true], 0, 'next')).toBe(2);
    expect(targetIndex([true, false, true], 2, 'next')).toBe(0);
    expect(targetIndex([true, false, true], 0, 'previous')).toBe(2);
    expect(targetIndex([false, true, true], 2, 'first')).toBe(1);
    expect(targetIndex([true, true, false], 0, 'last')).toBe(1);
    expect(targetIndex([false, false], 0, 'next')).toBeUndefined();
  });
});
