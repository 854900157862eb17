import { ChakraProvider } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AppTabs } from './app-tabs';
import { earlyInputScript, READY_ATTRIBUTE } from './early-input-script';
import { defaultTheme, renderWithUi } from './test-utils/render-with-ui';
import { createAppSystem } from './theme/create-app-system';

const items = [
  { value: 'email', label: 'Email', content: <p>Email form</p> },
  { value: 'mobile', label: 'Mobile', content: <p>Mobile form</p> },
  { value: 'qr', label: 'QR code', content: <p>QR form</p>, disabled: true },
] as const;

let removeScript: (() => void) | undefined;

/** Runs the prerendered page's inline script once (its listeners stay on the document). */
beforeAll(() => {
  const add = vi.spyOn(document, 'addEventListener');
  new Function(earlyInputScript)();
  const added = add.mock.calls.slice();
  add.mockRestore();
  removeScript = () => {
    for (const [type, listener, options] of added) {
      document.removeEventListener(type, listener as EventListener, options);
    }
  };
});
afterAll(() => removeScript?.());
afterEach(() => {
  window.__pendingTab = undefined;
  document.body.innerHTML = '';
});

/** A prerendered tab list as the HTML has it, before any script: no React behind it. */
function prerendered(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <ChakraProvider value={createAppSystem(defaultTheme)}>
      <AppTabs items={items} ariaLabel="Log in with" />
    </ChakraProvider>,
  );
  document.body.append(host);
  return host;
}

describe('early tab clicks', () => {
  it('remembers the last tab clicked before the app took over', () => {
    const host = prerendered();
    expect(host.querySelector('[role="tablist"]')).not.toHaveAttribute(READY_ATTRIBUTE);
    screen.getByRole('tab', { name: 'Mobile' }).click();
    expect(window.__pendingTab).toEqual({ list: 0, value: 'mobile' });
  });

  it('selects the remembered tab once the app renders the list', () => {
    window.__pendingTab = { list: 0, value: 'mobile' };
    renderWithUi(<AppTabs items={items} ariaLabel="Log in with" />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist')).toHaveAttribute(READY_ATTRIBUTE, '');
    expect(window.__pendingTab).toBeUndefined();
  });

  it('ignores a remembered tab that is disabled, or belongs to another list', () => {
    window.__pendingTab = { list: 0, value: 'qr' };
    renderWithUi(<AppTabs items={items} ariaLabel="Log in with" />);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');

    document.body.innerHTML = '';
    window.__pendingTab = { list: 1, value: 'mobile' };
    renderWithUi(<AppTabs items={items} ariaLabel="Log in with" />);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(window.__pendingTab).toEqual({ list: 1, value: 'mobile' });
  });

  it('leaves clicks on a list the app has taken over to the app', async () => {
    const { user } = renderWithUi(<AppTabs items={items} ariaLabel="Log in with" />);
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(window.__pendingTab).toBeUndefined();
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  });
});
