import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A button that is a real link: the destinations of these dialogs are pages (another site, the
 * verification centre), so the browser's own navigation, new-tab and history keep working.
 * `onClick` reports the choice before the browser leaves.
 */
export function LinkButton({
  href,
  onClick,
  children,
  variant,
}: {
  href: string;
  onClick: () => void;
  children: ReactNode;
  variant?: 'solid' | 'outline';
}) {
  return (
    <Button asChild variant={variant}>
      <a href={href} onClick={onClick}>
        {children}
      </a>
    </Button>
  );
}
