import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CombinedLayout } from './combined-options';

/**
 * Backdrop of the combined page's newer layouts (docs/login.md, "Combined register/login page");
 * `new-dark` is dark whatever the colour mode (a `dark` class, so Chakra's dark tokens apply).
 */
export function CombinedBackdrop({
  layout,
  children,
}: {
  readonly layout: CombinedLayout;
  readonly children: ReactNode;
}) {
  if (layout === 'old') return <>{children}</>;
  return (
    <Box
      className={layout === 'new-dark' ? 'dark' : undefined}
      data-layout={layout}
      bg="brand.subtle"
      color="fg"
      minHeight="100dvh"
    >
      {children}
    </Box>
  );
}
