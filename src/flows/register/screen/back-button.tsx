import { IconButton } from '@chakra-ui/react';

/** Points back along the reading direction: mirrored for right-to-left languages. */
function BackArrowIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ transform: 'scaleX(var(--register-back-flip, 1))' }}
    >
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </svg>
  );
}

/**
 * The back icon of the step mode (docs/registration.md, "Screens and how to reach them", Step
 * mode).
 */
export function BackButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      type="button"
      variant="ghost"
      colorPalette="gray"
      size="sm"
      aria-label={label}
      onClick={onClick}
      alignSelf="flex-start"
      css={{ '[dir=rtl] &': { '--register-back-flip': '-1' } }}
    >
      <BackArrowIcon />
    </IconButton>
  );
}
