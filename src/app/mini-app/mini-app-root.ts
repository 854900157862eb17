import { createElement, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MiniAppContext, type MiniAppHost } from '@/sign-in/contracts/mini-app';

/** The header colour of the mini app (docs/mini-app.md, "Telegram's controls"; spec §9). */
export const MINI_APP_HEADER_COLOR = '#000000';

/**
 * The app's routes inside the mini app: the flows get the host, and once the first screen has
 * rendered Telegram is told the app is ready (before any call to the exchange has answered),
 * the view expands and the header takes its colour. The Back Button steps back through the
 * app's own history.
 */
export default function MiniAppRoot({
  host,
  onReady,
  children,
}: {
  host: MiniAppHost;
  /** Runs once after the first render: `ready`, expand, header colour, theme and safe area. */
  onReady: () => void;
  children: ReactNode;
}) {
  // A layout effect runs before the browser paints the first screen, so `ready` goes out as
  // soon as there is a form to show, whatever the network does.
  useLayoutEffect(onReady, [onReady]);
  // createElement rather than JSX: otherwise the bundler splits the JSX runtime into a chunk of
  // its own, one more file on every page's first load.
  return createElement(
    MiniAppContext,
    { value: host },
    createElement(HistoryBackButton, { host }),
    children,
  );
}

/** Shows the Back Button while there is a screen of this app to go back to. */
function HistoryBackButton({ host }: { host: MiniAppHost }) {
  const location = useLocation();
  const navigate = useNavigate();
  const canGoBack = location.key !== 'default';
  useEffect(() => {
    if (!canGoBack) return undefined;
    return host.showBackButton(() => void navigate(-1));
  }, [canGoBack, host, navigate]);
  return null;
}
