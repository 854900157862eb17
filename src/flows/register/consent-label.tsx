import { Link } from '@chakra-ui/react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useEdition } from '@/editions/edition-context';
import type { FeatureConsentText } from '@/editions/feature-declaration';
import { entityName, legalPageHref, withEntityName } from '@/editions/legal';
import { taggedText } from '@/ui/tagged-text';

/**
 * A consent text from the manifest or a feature. Manifests are data, so the key is a plain
 * string the typecheck cannot see; `npm run editions:check` (run by every build) checks instead
 * that each key is translated in every language of the edition (docs/editions.md, "Legal entity
 * and consent").
 */
type ConsentKey = ParseKeys<'consent'>;

/** `pages`: the legal pages `<link0>`, `<link1>`, … open, by their name in `legal.pages`. */
export type ConsentLabelProps = FeatureConsentText;

/**
 * The text of a consent box in the visitor's language: `{{entity}}` is the edition's operating
 * entity and each `<linkN>` opens the edition's own legal page for that language, both from the
 * manifest's `legal` (docs/editions.md, "Legal entity and consent").
 */
export function ConsentLabel({ labelKey, pages }: ConsentLabelProps) {
  const { t, i18n } = useTranslation('consent');
  const { legal } = useEdition().manifest;
  const language = i18n.language;
  const entity = entityName(legal, language);
  const text = withEntityName(t(labelKey as ConsentKey, { entity }), entity);
  return taggedText(
    text,
    Object.fromEntries(
      pages.map((page, i) => [
        `link${i}`,
        <Link
          href={legalPageHref(legal, page, language)}
          target="_blank"
          rel="noopener"
          colorPalette="brand"
          textDecoration="underline"
        />,
      ]),
    ),
  );
}
