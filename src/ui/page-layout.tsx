import { Box, Flex } from '@chakra-ui/react';
import { createContext, use, type ReactNode } from 'react';
import { layoutSizes, mediaFrom } from './theme/layout-tokens';

/** `panel`: the login panel (446 px); `box`: the login box and the combined page (480 px). */
export type PageLayoutWidth = 'panel' | 'box';

const widthPx: Record<PageLayoutWidth, number> = {
  panel: layoutSizes.loginPanelWidth,
  box: layoutSizes.loginBoxWidth,
};

export interface PageLayoutProps {
  children: ReactNode;
  width?: PageLayoutWidth;
  /** Top bar: logo, language picker, colour-mode toggle. */
  header?: ReactNode;
  footer?: ReactNode;
  /**
   * Promo column beside the panel, at the inline end (right in LTR, left in RTL). It is not
   * shown under 880 px, where the panel has the screen to itself.
   */
  promo?: ReactNode;
  /** Accessible name of the promo column (a complementary landmark). */
  promoLabel?: string | undefined;
}

/**
 * Inside the widget's frame the host's page has the main landmark; the panel is a part of it
 * (docs/embedding.md, "Security model").
 */
const EmbeddedContext = createContext(false);

export function EmbeddedPageLayout({ children }: { children: ReactNode }) {
  return <EmbeddedContext value>{children}</EmbeddedContext>;
}

/** A page with the form panel centred, and optionally a promo column on wide screens. */
export function PageLayout({
  children,
  width = 'panel',
  header,
  footer,
  promo,
  promoLabel,
}: PageLayoutProps) {
  return (
    // The data-page-layout parts let the widget's frame size the page to its content
    // (src/app/widget/widget-frame-styles.tsx).
    <Flex data-page-layout="page" direction="column" minHeight="100dvh" bg="bg" color="fg">
      {header != null && <header>{header}</header>}
      <Flex
        data-page-layout="body"
        flex="1"
        // The panel starts under the header, so a prerendered page painted while its HTML is still
        // arriving only grows downwards; centred, it would jump up as the rest arrives
        // (docs/performance.md, "Settling without layout shift").
        alignItems="flex-start"
        justifyContent="center"
        gap="16"
        paddingInline="4"
        paddingBlock="8"
        // With a promo column, its place is held by a grid from the start: a page painted while its
        // HTML is still arriving (the column comes after the panel) does not slide sideways
        // when the column arrives.
        css={
          promo == null
            ? undefined
            : {
                [mediaFrom(layoutSizes.promoColumnFrom)]: {
                  display: 'grid',
                  gridTemplateColumns: `${widthPx[width]}px ${layoutSizes.promoImage.width}px`,
                  alignContent: 'start',
                },
              }
        }
      >
        <Box
          data-page-layout="panel"
          as={use(EmbeddedContext) ? 'div' : 'main'}
          width="full"
          maxWidth={`${widthPx[width]}px`}
          bg="bg.panel"
          borderRadius="l3"
          borderColor="border"
          textAlign="start"
          // On a phone the panel is the page; from 500 px up it is a framed card.
          css={{ [mediaFrom(500)]: { borderWidth: '1px', padding: '8' } }}
        >
          {children}
        </Box>
        {promo != null && (
          <Box
            as="aside"
            aria-label={promoLabel}
            display="none"
            css={{ [mediaFrom(layoutSizes.promoColumnFrom)]: { display: 'flex' } }}
            flexDirection="column"
            alignItems="center"
            flexShrink={0}
            width={`${layoutSizes.promoImage.width}px`}
          >
            {promo}
          </Box>
        )}
      </Flex>
      {footer != null && <footer>{footer}</footer>}
    </Flex>
  );
}
