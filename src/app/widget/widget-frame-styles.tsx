import { Global } from '@emotion/react';

/**
 * In the widget's inline frame the host's slot is the page (docs/embedding.md, "Options",
 * auto-sizing): the page layout (src/ui/page-layout.tsx) keeps its panel and drops the full-height
 * column, the outer padding and the card's border, so the frame is as tall as its content.
 */
const EMBEDDED = `
[data-page-layout='page'] { min-height: 0 !important; }
[data-page-layout='body'] { padding: 0 !important; }
[data-page-layout='panel'] { max-width: none !important; border-width: 0 !important; padding: 16px !important; }
`;

export function WidgetFrameStyles({ display }: { display: 'page' | 'modal' }) {
  return display === 'page' ? <Global styles={EMBEDDED} /> : null;
}
