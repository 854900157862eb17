import { chakra } from '@chakra-ui/react';
import { responsiveImage } from '@/lib/image-url';
import { layoutSizes } from './theme/layout-tokens';

const Image = chakra('img');
const { width: WIDTH, height: HEIGHT } = layoutSizes.promoImage;

/**
 * A campaign's 304x280 promo image (docs/performance.md, "Images"), on the login and register
 * pages alike: AVIF at quality 60 where the browser takes it, else WebP at 80, each in the
 * resized candidates for the screen's pixel density; lazy, and its size fixed so nothing moves
 * when it arrives. Lives in the promo panels' own chunks.
 */
export function PromoImage({ src, alt }: { src: string; alt: string }) {
  const avif = responsiveImage(src, WIDTH, 'avif');
  return (
    <picture>
      {avif.srcSet && <source type="image/avif" srcSet={avif.srcSet} sizes={avif.sizes} />}
      <Image
        {...responsiveImage(src, WIDTH, 'webp')}
        alt={alt}
        htmlWidth={WIDTH}
        htmlHeight={HEIGHT}
        width={`${WIDTH}px`}
        height={`${HEIGHT}px`}
        objectFit="cover"
        borderRadius="l3"
        loading="lazy"
        display="block"
      />
    </picture>
  );
}
