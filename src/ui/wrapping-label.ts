/** Chakra's button heights (its button recipe: sm 9, md 10), kept as the least height. */
const BUTTON_HEIGHT = { sm: '9', md: '10' } as const;

/**
 * Button props that let a label wrap onto more lines instead of running off a phone's screen in
 * a longer language: Chakra's buttons keep one line, a fixed height, and never shrink.
 */
export function wrappingLabel(size: keyof typeof BUTTON_HEIGHT = 'md') {
  return {
    whiteSpace: 'normal',
    height: 'auto',
    minHeight: BUTTON_HEIGHT[size],
    maxWidth: 'full',
    flexShrink: 1,
  } as const;
}
