import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { responsiveImage } from '@/lib/image-url';

const Image = chakra('img');

export interface AvatarImageProps {
  /** The picture's address; '' or undefined when there is none (yet). */
  readonly src: string | undefined;
  /** Whose picture: its initials stand in when there is no picture or it fails to load. */
  readonly name: string;
  /** Drawn size in CSS pixels (a circle). */
  readonly size: number;
}

/** Up to two letters: the first of the first two words ("Alice Sandbox" → "AS"). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/**
 * A person's picture in a fixed circle (docs/performance.md, "Images"): its place is the same size
 * before, during and after loading, so nothing moves; loaded lazily in the resized candidates of
 * src/lib/image-url.ts. Without a picture, or when it fails, the initials (or a plain circle for a
 * nameless person) take its place. Decorative: the name is written beside it.
 */
export function AvatarImage({ src, name, size }: AvatarImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const circle = {
    width: `${size}px`,
    height: `${size}px`,
    flexShrink: 0,
    borderRadius: 'full',
  } as const;
  if (src && failedSrc !== src) {
    const image = responsiveImage(src, size, 'webp');
    return (
      <Image
        {...image}
        alt=""
        htmlWidth={size}
        htmlHeight={size}
        loading="lazy"
        decoding="async"
        objectFit="cover"
        bg="bg.muted"
        onError={() => setFailedSrc(src)}
        {...circle}
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      data-avatar-placeholder=""
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      bg="bg.muted"
      color="fg.muted"
      fontWeight="semibold"
      fontSize={`${Math.round(size * 0.4)}px`}
      lineHeight="1"
      {...circle}
    >
      {initialsOf(name)}
    </Box>
  );
}
