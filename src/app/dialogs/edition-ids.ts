/**
 * Edition ids (editions/<id>.json) the dialogs send visitors to. Ids, not hosts: the host
 * comes from the manifests of the build's environment (editionHosts).
 */
export const EDITION_IDS = {
  global: 'global',
  eu: 'eu',
  uae: 'are',
  hongKong: 'hkg',
} as const;
