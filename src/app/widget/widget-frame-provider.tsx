import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { frameUrl, type WidgetView } from '@/embed/protocol';
import { WidgetHostContext, type WidgetHost } from '@/sign-in/contracts/widget-host';
import { ErrorReportProvider, type ReportError } from '@/ui/error-boundary';
import { useTracking } from '@/sign-in/contracts/tracking';
import type { WidgetBridge } from './widget-bridge';
import { measureFrameHeight } from './frame-height';
import { WidgetFrameStyles } from './widget-frame-styles';
import { EmbeddedPageLayout } from '@/ui/page-layout';
import { withoutCredentials } from './without-credentials';

const VIEW_SEGMENT = /\/(login|register|third-party)\/?$/;

function currentView(pathname: string): WidgetView {
  return (VIEW_SEGMENT.exec(pathname)?.[1] as WidgetView | undefined) ?? 'login';
}

/** The locale segment the frame was opened with (`/ar/login` → `ar`), if any. */
function currentLang(pathname: string): string | undefined {
  const first = pathname.split('/')[1];
  return first && !VIEW_SEGMENT.test(`/${first}`) ? first : undefined;
}

/**
 * The app as the widget's frame (docs/embedding.md): the flows report to the host through the
 * WidgetHost contract; the page's height follows its content (`resize`); the host's `update`
 * re-renders the view with new switches without reloading, so what the visitor typed stays; and
 * after success the form gives way to a short confirmation (which also ends the one-tap prompt).
 */
export function WidgetFrameProvider({
  bridge,
  display,
  children,
}: {
  bridge: WidgetBridge;
  display: 'page' | 'modal';
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [signedIn, setSignedIn] = useState(false);
  const loadedSent = useRef(false);
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  const host = useMemo<WidgetHost>(
    () => ({
      display,
      loaded: (view) => {
        if (loadedSent.current) return;
        loadedSent.current = true;
        bridge.send({ type: 'loaded-success', view });
      },
      failed: (reason, message) => {
        if (loadedSent.current) return;
        loadedSent.current = true;
        bridge.send({ type: 'loaded-error', reason, message });
      },
      signedIn: (outcome) => {
        bridge.send({ type: 'success', ...outcome, result: withoutCredentials(outcome.result) });
        setSignedIn(true);
      },
      closed: (reason) => bridge.send({ type: 'close', reason }),
      navigateTop: (url) => bridge.navigateTop(url),
    }),
    [bridge, display],
  );

  // A page or panel that fails before the view has loaded (a chunk that never arrives, a render
  // error) means the widget cannot work: the host hears `loaded-error`, as with a crash.
  const { track } = useTracking();
  const report = useMemo<ReportError>(
    () => (event, data) => {
      track(event, data);
      if (loadedSent.current) return;
      loadedSent.current = true;
      const message =
        typeof data.message === 'string' ? data.message : `${event} (${String(data.boundary)})`;
      bridge.send({ type: 'loaded-error', reason: 'crashed', message });
    },
    [bridge, track],
  );

  useEffect(
    () =>
      bridge.listen({
        update: (switches) => {
          const { pathname } = locationRef.current;
          const next = new URL(
            frameUrl({
              origin: window.location.origin,
              id: bridge.id,
              hostOrigin: bridge.hostOrigin,
              display,
              switches: {
                ...switches,
                view: switches.view ?? currentView(pathname),
                lang: switches.lang ?? currentLang(pathname),
              },
            }),
          );
          navigate(`${next.pathname}${next.search}`, { replace: true });
        },
        // The host removed the frame; nothing is left to do here.
        close: () => undefined,
      }),
    [bridge, display, navigate],
  );

  // Page and block views size the host's frame to their content; the modal fills the viewport.
  useEffect(() => {
    if (display !== 'page') return;
    let last = -1;
    let frame = 0;
    const report = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const height = measureFrameHeight(document);
        // Nothing rendered yet (the view is still loading): no size to report.
        if (height === last || height === 0) return;
        last = height;
        bridge.send({ type: 'resize', height });
      });
    };
    const resize = new ResizeObserver(report);
    resize.observe(document.body);
    const root = document.getElementById('root');
    if (root) resize.observe(root);
    // Dialogs (captcha, two-factor, notices) are portals outside the root: watch them arrive.
    const mutations = new MutationObserver(report);
    mutations.observe(document.body, { childList: true, subtree: true });
    report();
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      mutations.disconnect();
    };
  }, [bridge, display]);

  return (
    <ErrorReportProvider report={report}>
      <WidgetFrameStyles display={display} />
      <WidgetHostContext value={host}>
        <EmbeddedPageLayout>{signedIn ? <WidgetSignedIn /> : children}</EmbeddedPageLayout>
      </WidgetHostContext>
    </ErrorReportProvider>
  );
}

/** What the frame shows once the host has the result (until the host removes or reloads it). */
function WidgetSignedIn() {
  const { t } = useTranslation('common');
  return (
    <Stack gap="2" padding="6" role="status" textAlign="center">
      <Heading as="h1" size="lg">
        {t('widget.signedInTitle')}
      </Heading>
      <Text color="fg.muted">{t('widget.signedInBody')}</Text>
    </Stack>
  );
}
