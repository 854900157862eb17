import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../../test/harness';
import { resetSandbox } from '../../../../test/sandbox-server';
import { INVITER_AVATAR_PX, InviterAvatar } from './inviter-avatar';

const LAZY = { timeout: 5000 };

beforeEach(() => {
  resetSandbox();
});

/** The avatar is decorative (alt ""), so it is found by its tag, not by role. */
function avatarImage(container: HTMLElement): HTMLImageElement | null {
  return container.querySelector('img');
}

describe('InviterAvatar against the sandbox', () => {
  it("shows the user's picture 40 px wide, lazily, in the resized candidates", async () => {
    const { container, notify } = await renderApp({
      url: '/invite/INVITE2026',
      element: <InviterAvatar userId="10000001" name="Alice Sandbox" />,
    });
    await waitFor(() => expect(avatarImage(container)).not.toBeNull());
    const image = avatarImage(container) as HTMLImageElement;
    expect(INVITER_AVATAR_PX).toBe(40);
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
    expect(image.getAttribute('src')).toMatch(/affiliate-avatar\.svg\?w=40&q=80&fm=webp$/);
    expect(image.getAttribute('sizes')).toBe('40px');
    expect(
      image
        .getAttribute('srcset')
        ?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['40w', '60w', '80w', '100w', '120w']);
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('shows the initials for a user without a picture', async () => {
    const { container } = await renderApp({
      url: '/invite/FRIEND2026',
      element: <InviterAvatar userId="10000002" name="Bob Sandbox" />,
    });
    expect(await screen.findByText('BS', {}, LAZY)).toBeInTheDocument();
    expect(avatarImage(container)).toBeNull();
  });

  it('falls back to the initials when the picture fails to load', async () => {
    const { container } = await renderApp({
      url: '/invite/PICTURE404',
      element: <InviterAvatar userId="10000003" name="Carol Sandbox" />,
    });
    await waitFor(() => expect(avatarImage(container)).not.toBeNull());
    fireEvent.error(avatarImage(container) as HTMLImageElement);
    expect(await screen.findByText('CS')).toBeInTheDocument();
    expect(avatarImage(container)).toBeNull();
  });

  it('holds a 40 px circle while the lookup is under way, and shows no picture if it fails', async () => {
    const { container, notify } = await renderApp({
      url: '/invite/INVITE2026',
      element: <InviterAvatar userId="10000001" name="Alice Sandbox" />,
      sandbox: { fail: [{ path: '/user/public/inviter/avatar', mode: 'http500' }] },
    });
    const held = container.querySelector('[data-avatar-loading]');
    expect(held).not.toBeNull();
    expect(held).toHaveStyle({ width: '40px', height: '40px' });
    expect(await screen.findByText('AS', {}, LAZY)).toBeInTheDocument();
    expect(avatarImage(container)).toBeNull();
    expect(notify.toast).not.toHaveBeenCalled();
  });
});
