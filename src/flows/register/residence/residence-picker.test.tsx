import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Country } from '@/api/endpoints/country-list';
import { resetSandbox } from '../../../../test/sandbox-server';
import { renderApp } from '../../../../test/harness';
import { ResidencePicker } from './residence-picker';
import type { ResidenceStatus } from './residence-status';

/** The dialogs are lazy chunks: their first load may take a while on a busy machine. */
const LAZY_DIALOG = { timeout: 5000 };

const countries: Country[] = [
  { code: 'GB', area_code: '44', name_en: 'United Kingdom' },
  { code: 'DE', area_code: '49', name_en: 'Germany', name_de: 'Deutschland' },
  { code: 'CA', area_code: '1', name_en: 'Canada' },
  { code: 'US', area_code: '1', name_en: 'United States' },
  { code: 'CA', area_code: '1', name_en: 'Canada' },
].filter((country, index, all) => all.findIndex((c) => c.code === country.code) === index);

function Residence({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  const [status, setStatus] = useState<ResidenceStatus>({ kind: 'none' });
  return (
    <>
      <ResidencePicker
        value={value}
        onChange={setValue}
        onStatusChange={setStatus}
        countries={countries}
      />
      <output>{`${value ?? 'none'}:${status.kind}`}</output>
    </>
  );
}

describe('ResidencePicker against the sandbox', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it('shows the restrictedServicesNotice for a restricted residence', async () => {
    const { user } = await renderApp({ url: '/register', element: <Residence /> });
    await user.type(screen.getByRole('combobox', { name: /residence/i }), 'United S');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(/don't provide services to residents of United States/),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('US:restricted');
  });

  it('offers Ontario as its own, restricted, entry', async () => {
    const { user } = await renderApp({ url: '/register', element: <Residence /> });
    await user.type(screen.getByRole('combobox', { name: /residence/i }), 'ontario');
    await user.click(screen.getByRole('option', { name: /Canada \(Ontario\)/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Ontario:restricted');
  });

  it('offers the EU site to an EU resident on the global site; staying restores the choice', async () => {
    const { user, queryClient } = await renderApp({
      url: '/register',
      element: <Residence initial="GB" />,
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const combobox = screen.getByRole('combobox', { name: /residence/i });
    await user.clear(combobox);
    await user.type(combobox, 'Germ');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Register on our EU site' },
      LAZY_DIALOG,
    );
    expect(
      within(dialog).getByText(/Residents of Germany are served by our EU site/),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Go to the EU site' })).toHaveAttribute(
      'href',
      'http://eu.localhost:3000/register',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Choose another country' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('GB:allowed'));
  });
});
