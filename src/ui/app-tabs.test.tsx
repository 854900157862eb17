import { screen, waitFor } from '@testing-library/react';
import { AppTabs } from './app-tabs';
import { renderWithUi } from './test-utils/render-with-ui';

const items = [
  { value: 'email', label: 'Email', content: <p>Email form</p> },
  { value: 'mobile', label: 'Mobile', content: <p>Mobile form</p> },
] as const;

describe('AppTabs', () => {
  it('shows the first tab and switches by click', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithUi(
      <AppTabs items={items} ariaLabel="Log in with" onValueChange={onValueChange} />,
    );
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Email form')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(onValueChange).toHaveBeenCalledWith('mobile');
    expect(await screen.findByText('Mobile form')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Email form')).not.toBeInTheDocument());
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWithUi(<AppTabs items={items} ariaLabel="Log in with" />);
    await user.click(screen.getByRole('tab', { name: 'Email' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveFocus());
  });
});
