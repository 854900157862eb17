/** Field name in the register form; the payload hook turns it into `euSubscription`. */
export const EU_NEWS_FIELD = 'euNewsOptIn';
