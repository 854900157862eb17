import { act, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils/render-with-ui';
import { COLOR_MODE_STORAGE_KEY } from './color-mode';
import { ColorModeToggle } from './color-mode-toggle';

const root = document.documentElement;
type ChangeListener = (event: MediaQueryListEvent) => void;
let systemListeners: ChangeListener[] = [];

function stubSystemPreference(dark: boolean) {
  systemListeners = [];
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark,
    media: query,
    addEventListener: (_type: string, listener: ChangeListener) => systemListeners.push(listener),
    removeEventListener: (_type: string, listener: ChangeListener) => {
      systemListeners = systemListeners.filter((l) => l !== listener);
    },
  }));
}

beforeEach(() => stubSystemPreference(false));

afterEach(() => {
  vi.unstubAllGlobals();
  root.className = '';
  root.removeAttribute('style');
  localStorage.clear();
});

describe('ColorModeToggle', () => {
  it('starts from the stored choice even when the system prefers the other mode', () => {
    stubSystemPreference(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    renderWithUi(<ColorModeToggle label="Dark theme" />);

    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(root).toHaveClass('dark');
  });

  it('toggles, remembers the choice and sets the class on <html>', async () => {
    const { user } = renderWithUi(<ColorModeToggle label="Dark theme" />);
    const toggle = screen.getByRole('button', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(root).toHaveClass('light');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(root.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    await user.click(toggle);
    expect(root).toHaveClass('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('keeps every toggle on the page in step', async () => {
    const { user } = renderWithUi(
      <>
        <ColorModeToggle label="Dark theme (header)" />
        <ColorModeToggle label="Dark theme (footer)" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Dark theme (header)' }));
    expect(screen.getByRole('button', { name: 'Dark theme (footer)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('follows a system change only while the visitor has not chosen', async () => {
    const { user } = renderWithUi(<ColorModeToggle label="Dark theme" />);
    act(() => systemListeners.forEach((l) => l({ matches: true } as MediaQueryListEvent)));
    expect(root).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Dark theme' }));
    expect(root).toHaveClass('light');
    act(() => systemListeners.forEach((l) => l({ matches: true } as MediaQueryListEvent)));
    expect(root).toHaveClass('light');
  });
});
