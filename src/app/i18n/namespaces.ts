/**
 * The string files every screen may need at once; each is one small JSON file per language. A
 * prerendered page carries these inline. Namespaces of pages on their own routes (`oauth`) are
 * not listed: they load with their page.
 */
export const namespaces = [
  'common',
  'login',
  'register',
  'registerExtras',
  'consent',
  'errors',
  'verification',
  'thirdParty',
  'dialogs',
] as const;
