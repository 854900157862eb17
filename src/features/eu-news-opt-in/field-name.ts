/** Field name in the register form; the payload hook turns it into `euSubscription`. */
export const EU_NEWS_FIELD = 'euNewsOptIn';

/**
 * The box's text (namespace "consent") and the legal page its `<link0>` opens. The declaration
 * hands it to `npm run editions:check`, which holds it to every language of an edition that
 * enables the feature (docs/editions.md, "Legal entity and consent").
 */
export const EU_NEWS_LABEL = { labelKey: 'euNewsOptIn', pages: ['privacy'] } as const;
