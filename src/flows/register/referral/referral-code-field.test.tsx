import { act, screen, waitFor } from '@testing-library/react';
import { resetSandbox } from '../../../../test/sandbox-server';
import { REFERRAL_COOKIE } from '../channel/referral-cookie';
import { ReferralCodeField } from './referral-code-field';
import { renderApp } from '../../../../test/harness';
import { withForm } from '../test-support/with-form';

describe('ReferralCodeField against the sandbox', () => {
  beforeEach(() => {
    resetSandbox();
  });
  afterEach(() => {
    document.cookie = `${REFERRAL_COOKIE}=; max-age=0; path=/`;
  });

  it('shows the server text for a known code (success type 1)', async () => {
    const statuses: unknown[] = [];
    const { user } = await renderApp({
      url: '/register',
      element: withForm(<ReferralCodeField onStatusChange={(status) => statuses.push(status)} />)
        .element,
    });
    await user.type(screen.getByRole('textbox', { name: /referral code/i }), 'SANDBOXREF');
    expect(
      await screen.findByText('Invited by a friend: bonus on your first deposit'),
    ).toBeVisible();
    // The status is reported from an effect, which may run after the text is painted.
    await waitFor(() =>
      expect(statuses.at(-1)).toEqual({
        type: 1,
        scene: 2,
        text: 'Invited by a friend: bonus on your first deposit',
      }),
    );
  });

  it('shows refCodeErrorMsg1 for an unknown code and blocks the form', async () => {
    const { element, form } = withForm(<ReferralCodeField />);
    const { user } = await renderApp({ url: '/register', element });
    const input = screen.getByRole('textbox', { name: /referral code/i });
    await user.type(input, 'NOPE');
    expect(await screen.findByText(/referral code doesn't exist/i)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    let valid = true;
    await act(async () => {
      valid = await form().trigger('ref');
    });
    expect(valid).toBe(false);
    await user.clear(input);
    await waitFor(() => expect(screen.queryByText(/doesn't exist/i)).not.toBeInTheDocument());
  });

  it('takes at most 20 characters and can be read-only', async () => {
    await renderApp({
      url: '/register',
      element: withForm(<ReferralCodeField readOnly prefilledCode="SANDBOXREF" />).element,
    });
    const input = screen.getByRole('textbox', { name: /referral code/i });
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toHaveAttribute('readonly');
  });

  it('starts with the prefilled code, else the link code, else the referral cookie', async () => {
    document.cookie = `${REFERRAL_COOKIE}=BROKER01; path=/`;
    const first = await renderApp({
      url: '/register',
      element: withForm(<ReferralCodeField channelCode="12345" />).element,
    });
    expect(await screen.findByDisplayValue('12345')).toBeInTheDocument();
    expect(await screen.findByText('Affiliate welcome offer')).toBeVisible();
    first.unmount();
    await renderApp({ url: '/register', element: withForm(<ReferralCodeField />).element });
    expect(await screen.findByDisplayValue('BROKER01')).toBeInTheDocument();
  });

  it('is not shown on an edition that hides it (Turkey)', async () => {
    await renderApp({
      edition: 'tur',
      strings: 'en',
      url: '/register',
      element: withForm(<ReferralCodeField />).element,
    });
    expect(screen.queryByRole('textbox', { name: /referral code/i })).not.toBeInTheDocument();
  });

  it('never toasts when the check fails, and shows no status', async () => {
    const { user, notify } = await renderApp({
      url: '/register',
      element: withForm(<ReferralCodeField />).element,
      sandbox: { fail: [{ path: '/s1/code/info', mode: 'network', times: 5 }] },
    });
    await user.type(screen.getByRole('textbox', { name: /referral code/i }), 'SANDBOXREF');
    await waitFor(() => expect(screen.queryByText(/checking/i)).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    expect(screen.queryByText(/doesn't exist/i)).not.toBeInTheDocument();
    expect(notify.toast).not.toHaveBeenCalled();
  });
});
