import { screen } from '@testing-library/react';
import { renderApp } from '@/../test/harness';
import { AppDownloadLinks } from './app-download-links';

describe('AppDownloadLinks against the sandbox (web_download_config)', () => {
  it('links to the store pages the download config gives', async () => {
    await renderApp({ sandbox: {}, element: <AppDownloadLinks /> });
    expect(await screen.findByText("Don't have the app yet?")).toBeVisible();
    expect(screen.getByRole('link', { name: 'iPhone app' })).toHaveAttribute(
      'href',
      'https://apps.example/ios/exchange',
    );
    expect(screen.getByRole('link', { name: 'Android app' })).toHaveAttribute(
      'href',
      'https://apps.example/android/exchange',
    );
  });

  it("links to the exchange's download page when the config call fails, silently", async () => {
    const { notify } = await renderApp({
      sandbox: { fail: [{ path: '/v3/config/web', mode: 'http500' }] },
      element: <AppDownloadLinks />,
    });
    expect(await screen.findByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      '/download',
    );
    expect(screen.queryByRole('link', { name: 'iPhone app' })).toBeNull();
    expect(notify.toast).not.toHaveBeenCalled();
  });

  it('offers nothing on an edition that allows no downloads (Turkey)', async () => {
    const { manifest } = await renderApp({
      edition: 'tur',
      sandbox: {},
      element: (
        <>
          <p>QR tab</p>
          <AppDownloadLinks />
        </>
      ),
    });
    expect(manifest.downloadsAllowed).toBe(false);
    expect(await screen.findByText('QR tab')).toBeVisible();
    expect(screen.queryByText("Don't have the app yet?")).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
