import { environment, features, languages, manifest, sites } from 'virtual:edition';
import type { Edition } from '@/editions/edition-context';
import { editionHostsOf } from '@/editions/edition-site';

/** The edition this bundle was built as, as the app's providers take it (browser and prerender). */
export const builtEdition: Edition = {
  manifest,
  environment,
  editionHosts: editionHostsOf(sites),
  sites,
  features,
  languages,
};
