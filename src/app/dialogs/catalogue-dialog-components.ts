import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogName } from '@/api/error-catalogue';
import type { CatalogueDialogProps } from './catalogue-dialog-props';

type LazyDialog = LazyExoticComponent<ComponentType<CatalogueDialogProps>>;

/**
 * The component of every dialog the error catalogue names. Each is its own chunk, loaded the
 * first time it is opened; a `Record` over DialogName makes a new name a type error until it
 * has a component.
 */
export const CATALOGUE_DIALOG_COMPONENTS: Readonly<Record<DialogName, LazyDialog>> = {
  loginOverLimit: lazy(() => import('./login-over-limit-dialog')),
  ipBan: lazy(() => import('./ip-ban-dialog')),
  ipInfo: lazy(() => import('./ip-info-dialog')),
  phoneRestricted: lazy(() => import('./phone-restricted-dialog')),
  banned: lazy(() => import('./banned-account-dialog')),
  creatingAccount: lazy(() => import('./creating-account-dialog')),
  unsupportedJurisdiction: lazy(() => import('./unsupported-jurisdiction-dialog')),
  hkUserMismatch: lazy(() => import('./hk-user-mismatch-dialog')),
  hkSiteMismatch: lazy(() => import('./hk-site-mismatch-dialog')),
  identityVerification: lazy(() => import('./identity-verification-dialog')),
  genericMessage: lazy(() => import('./generic-message-dialog')),
  closeMiniApp: lazy(() => import('./close-mini-app-dialog')),
  upgrade: lazy(() => import('./upgrade-dialog')),
  failedToBind: lazy(() => import('./failed-to-bind-dialog')),
  residenceConfirm: lazy(() => import('./residence-confirm-dialog')),
};
