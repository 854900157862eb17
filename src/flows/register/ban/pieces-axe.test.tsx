import { screen } from '@testing-library/react';
import { useState } from 'react';
import type { Country } from '@/api/endpoints/country-list';
import { renderApp } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';
import { useExitIntent } from '../exit-intent/use-exit-intent';
import { RegisterPromo } from '../promo/register-promo';
import { InviterHeader } from '../referral/inviter-header';
import { ReferralCodeField } from '../referral/referral-code-field';
import { axeViolations } from '../test-support/axe';
import { withForm } from '../test-support/with-form';
import { ResidencePicker } from '../residence/residence-picker';
import type { BanDialogType } from './ban-dialog-machine';
import { useBanDialog } from './use-ban-dialog';

/** The dialogs are lazy chunks: their first load may take a while on a busy machine. */
const LAZY_DIALOG = { timeout: 5000 };

const countries: Country[] = [
  { code: 'GB', area_code: '44', name_en: 'United Kingdom' },
  { code: 'US', area_code: '1', name_en: 'United States' },
];

function Opener({ type }: { type: BanDialogType }) {
  const open = useBanDialog();
  return (
    <button type="button" onClick={() => void open(type, { ip: '203.0.113.7', email: 'a@b.co' })}>
      open
    </button>
  );
}

/** A screen with the exit intent armed (welcome-gift wording, 30 USDT). */
function ExitIntentArmed() {
  useExitIntent({ enabled: true, variant: 'welcomeGift', amount: '30', onQuit: () => undefined });
  return <p>sign-up form</p>;
}

function Residence() {
  const [value, setValue] = useState<string | null>('US');
  return <ResidencePicker value={value} onChange={setValue} countries={countries} />;
}

// Structural accessibility of every piece and dialog (contrast is checked in the browser).
describe('accessibility of the registration pieces (axe)', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('ban dialog type %i', async (type) => {
    const { user } = await renderApp({ url: '/register', element: <Opener type={type} /> });
    await user.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('alertdialog', {}, LAZY_DIALOG);
    expect(await axeViolations()).toEqual([]);
  });

  it('the referral field with an error', async () => {
    const { user } = await renderApp({
      url: '/register',
      element: withForm(<ReferralCodeField />).element,
    });
    await user.type(screen.getByRole('textbox', { name: /referral code/i }), 'NOPE');
    await screen.findByText(/doesn't exist/);
    expect(await axeViolations()).toEqual([]);
  });

  it('the residence picker, open, with the restricted notice', async () => {
    const { user } = await renderApp({ url: '/register', element: <Residence /> });
    await user.click(screen.getByRole('combobox', { name: /residence/i }));
    await screen.findAllByRole('option');
    expect(await axeViolations()).toEqual([]);
  });

  it('the inviter header and the promo panel', async () => {
    await renderApp({
      url: '/register',
      element: (
        <>
          <InviterHeader origin="affiliate" affiliateId="10001" giftAmount="100" />
          <aside aria-label="Offers">
            <RegisterPromo />
          </aside>
        </>
      ),
    });
    await screen.findByText('Satoshi Trades invited you to join');
    await screen.findByRole('heading', { name: 'Sign up and claim your welcome gift' });
    expect(await axeViolations()).toEqual([]);
  });

  it('the exit dialog', async () => {
    await renderApp({ url: '/register', element: <ExitIntentArmed /> });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new PopStateEvent('popstate'));
    await screen.findByRole('alertdialog', {}, LAZY_DIALOG);
    expect(await axeViolations()).toEqual([]);
  });
});
