/**
 * Resized image addresses (docs/performance.md, "Images"): the spec's widths and scale factors
 * 1, 1.5, 2, 2.5 and 3 with quality 80 by default (webp 80, avif 60). The exchange's image
 * addresses take the resize as query parameters (ours, as the spec shows none): `w` the width in
 * device pixels, `q` the quality, `fm` the format. Pure, so every image on the pages asks alike.
 */

export const IMAGE_SCALE_FACTORS = [1, 1.5, 2, 2.5, 3] as const;
export type ImageFormat = 'webp' | 'avif';
export const IMAGE_QUALITY: Readonly<Record<ImageFormat | 'default', number>> = {
  default: 80,
  webp: 80,
  avif: 60,
};

export interface ResizeOptions {
  /** The width the image is drawn at, in CSS pixels. */
  readonly width: number;
  /** Device pixels per CSS pixel; 1 unless given. */
  readonly scale?: number;
  /** Re-encoding; without it the source's own format at the default quality. */
  readonly format?: ImageFormat | undefined;
}

/** Inline (data:, blob:) images have no server to resize them. */
function isResizable(src: string): boolean {
  return src !== '' && !/^(?:data|blob):/i.test(src);
}

/** `src` asking for `width × scale` device pixels (rounded), with the format's quality. */
export function resizedImageUrl(src: string, { width, scale = 1, format }: ResizeOptions): string {
  if (!isResizable(src)) return src;
  const [withoutHash = '', hash] = src.split('#', 2);
  const params = new URLSearchParams({
    w: String(Math.round(width * scale)),
    q: String(IMAGE_QUALITY[format ?? 'default']),
  });
  if (format) params.set('fm', format);
  const joiner = withoutHash.includes('?') ? '&' : '?';
  return `${withoutHash}${joiner}${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

export interface ResponsiveImageAttributes {
  readonly src: string;
  /** One candidate per scale factor, as width descriptors; absent for inline images. */
  readonly srcSet?: string;
  /** The drawn width, so the browser picks the candidate for the screen's pixel density. */
  readonly sizes?: string;
}

/** `src`, `srcSet` and `sizes` of an image drawn `width` CSS pixels wide. */
export function responsiveImage(
  src: string,
  width: number,
  format?: ImageFormat,
): ResponsiveImageAttributes {
  if (!isResizable(src)) return { src };
  return {
    src: resizedImageUrl(src, { width, format }),
    srcSet: IMAGE_SCALE_FACTORS.map(
      (scale) => `${resizedImageUrl(src, { width, scale, format })} ${Math.round(width * scale)}w`,
    ).join(', '),
    sizes: `${width}px`,
  };
}
