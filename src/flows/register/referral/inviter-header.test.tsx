import { screen, waitFor } from '@testing-library/react';
import { resetSandbox, sandboxServer } from '../../../../test/sandbox-server';
import { InviterHeader } from './inviter-header';
import { renderApp } from '../../../../test/harness';
import { welcomeGiftAmount } from './welcome-gift-amount';
import { useWelcomeGift } from './use-welcome-gift';

function GiftAmount({ origin }: { origin: 'affiliate' | 'referral' | 'normal' }) {
  const gift = useWelcomeGift(origin);
  return <output>{gift.active ? gift.amount : 'none'}</output>;
}

describe('InviterHeader against the sandbox', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it('names affiliate 10001 with its signature, content and group benefits', async () => {
    const { notify } = await renderApp({
      url: '/register',
      element: (
        <InviterHeader origin="affiliate" affiliateId="10001" country="GB" giftAmount="100" />
      ),
    });
    // The affiliate block is its own chunk: its first load in a test run takes a moment.
    expect(
      await screen.findByText('Satoshi Trades invited you to join', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Trading since 2013, sharing every setup.')).toBeVisible();
    expect(screen.getByText('Join my community for daily market notes.')).toBeVisible();
    const benefits = screen.getAllByRole('listitem');
    expect(benefits.map((item) => item.textContent)).toEqual([
      '20% trading fee rebate for 30 days',
      'Weekly live Q&A in the community',
    ]);
    expect(screen.getByText('Sign up and claim up to 100 USDT in welcome rewards')).toBeVisible();
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('holds the welcome-gift line while the offer is not known, without showing or reading it', async () => {
    await renderApp({ url: '/register', element: <InviterHeader origin="normal" giftPending /> });
    const held = screen.getByText(/Sign up and claim up to/);
    expect(held).not.toBeVisible();
    expect(held).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows nothing for a normal sign-up once it is known there is no offer', async () => {
    const { container } = await renderApp({
      url: '/register',
      element: <InviterHeader origin="normal" />,
    });
    expect(container).toHaveTextContent('');
  });

  it('does not name an anonymous affiliate (10002)', async () => {
    await renderApp({
      url: '/register',
      element: <InviterHeader origin="affiliate" affiliateId="10002" />,
    });
    expect(await screen.findByText("You've been invited to join")).toBeVisible();
    expect(screen.queryByText(/Hidden Partner/)).not.toBeInTheDocument();
  });

  it('falls back to the plain invitation for an unknown affiliate (610016), without a toast', async () => {
    const { notify } = await renderApp({
      url: '/register',
      element: <InviterHeader origin="affiliate" affiliateId="10003" />,
    });
    expect(await screen.findByText("You've been invited to join")).toBeVisible();
    expect(notify.toast).not.toHaveBeenCalled();
    expect(notify.dialog).not.toHaveBeenCalled();
  });

  it.each([
    ['/register?affiliate_id=10002', '/affiliate/v5/anonymity'],
    ['/register?affid=10002', '/s1/affiliate-openapi/anonymity'],
  ])('on %s asks the anonymity check on %s', async (url, path) => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    sandboxServer.events.on('request:start', record);
    try {
      await renderApp({
        url,
        element: <InviterHeader origin="affiliate" affiliateId="10002" />,
      });
      expect(await screen.findByText("You've been invited to join")).toBeVisible();
    } finally {
      sandboxServer.events.removeListener('request:start', record);
    }
    const anonymity = asked.filter((pathname) => pathname.endsWith('anonymity'));
    expect(anonymity).toHaveLength(1);
    expect(anonymity[0]).toMatch(new RegExp(`${path}$`));
  });

  it('says a friend invited the visitor on a referral link', async () => {
    await renderApp({ url: '/register', element: <InviterHeader origin="referral" /> });
    expect(screen.getByText('A friend invited you to join')).toBeVisible();
  });

  it('shows only the claim for a normal sign-up, and nothing without a gift', async () => {
    const { unmount } = await renderApp({
      url: '/register',
      element: <InviterHeader origin="normal" giftAmount="30" />,
    });
    expect(screen.getByText('Sign up and claim up to 30 USDT in welcome rewards')).toBeVisible();
    unmount();
    const { container } = await renderApp({
      url: '/register',
      element: <InviterHeader origin="normal" />,
    });
    expect(container).toBeEmptyDOMElement();
  });
});

describe('welcome-gift amounts', () => {
  beforeEach(() => {
    resetSandbox();
  });

  it('reads the amount per origin from the login-entry config', async () => {
    for (const [origin, amount] of [
      ['affiliate', '100'],
      ['referral', '50'],
      ['normal', '30'],
    ] as const) {
      const { unmount } = await renderApp({
        url: '/register',
        element: <GiftAmount origin={origin} />,
      });
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(amount));
      unmount();
    }
  });

  it('offers no gift on a site the config hides it on (Turkey)', async () => {
    const { queryClient } = await renderApp({
      edition: 'tur',
      url: '/register',
      element: <GiftAmount origin="normal" />,
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('has no offer for an origin without an amount', () => {
    expect(welcomeGiftAmount({ normal: '30', hiddenOnSites: [] }, 'referral', 'global')).toBe(
      undefined,
    );
  });
});
