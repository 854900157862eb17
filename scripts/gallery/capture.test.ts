import { describe, expect, it } from 'vitest';
import { clipOf, type PageGeometry } from './capture';

const viewport = { x: 0, y: 120, width: 390, height: 844, scale: 1 };

describe('clipOf', () => {
  it('shows a full page taller than the window from its top, drawn past the visible part', () => {
    const geometry: PageGeometry = { width: 390, height: 1008, viewport };

    expect(clipOf(geometry, true)).toEqual({
      clip: { x: 0, y: 0, width: 390, height: 1008, scale: 1 },
      captureBeyondViewport: true,
    });
  });

  it('draws a full page that fits the window within it', () => {
    const geometry: PageGeometry = { width: 390, height: 844, viewport };

    expect(clipOf(geometry, true).captureBeyondViewport).toBe(false);
  });

  it('shows only the visible part, where it is scrolled to, for a dialog', () => {
    const geometry: PageGeometry = { width: 390, height: 1008, viewport };

    expect(clipOf(geometry, false)).toEqual({
      clip: { x: 0, y: 120, width: 390, height: 844, scale: 1 },
      captureBeyondViewport: false,
    });
  });

  it('measures a zoomed visible part in page pixels, as Playwright does', () => {
    const geometry: PageGeometry = { width: 390, height: 844, viewport: { ...viewport, scale: 2 } };

    expect(clipOf(geometry, false).clip).toEqual({
      x: 0,
      y: 120,
      width: 195,
      height: 422,
      scale: 2,
    });
  });
});
