import type { ComponentType } from 'react';
import { lazyWithTimeout } from '@/ui/error-boundary';
import type { DialogName } from '@/api/error-catalogue';
import type { CatalogueDialogProps } from './catalogue-dialog-props';

type LazyDialog = ComponentType<CatalogueDialogProps>;

/**
 * The component of every dialog the error catalogue names. Each is its own chunk, loaded the
 * first time it is opened (a failure or 120 s without it shows the dialog host's boundary); a
 * `Record` over DialogName makes a new name a type error until it has a component.
 */
export const CATALOGUE_DIALOG_COMPONENTS: Readonly<Record<DialogName, LazyDialog>> = {
  loginOverLimit: lazyWithTimeout(
    () => import('./login-over-limit-dialog'),
    'login-over-limit-dialog',
  ),
  ipBan: lazyWithTimeout(() => import('./ip-ban-dialog'), 'ip-ban-dialog'),
  ipInfo: lazyWithTimeout(() => import('./ip-info-dialog'), 'ip-info-dialog'),
  phoneRestricted: lazyWithTimeout(
    () => import('./phone-restricted-dialog'),
    'phone-restricted-dialog',
  ),
  banned: lazyWithTimeout(() => import('./banned-account-dialog'), 'banned-account-dialog'),
  creatingAccount: lazyWithTimeout(
    () => import('./creating-account-dialog'),
    'creating-account-dialog',
  ),
  unsupportedJurisdiction: lazyWithTimeout(
    () => import('./unsupported-jurisdiction-dialog'),
    'unsupported-jurisdiction-dialog',
  ),
  hkUserMismatch: lazyWithTimeout(
    () => import('./hk-user-mismatch-dialog'),
    'hk-user-mismatch-dialog',
  ),
  hkSiteMismatch: lazyWithTimeout(
    () => import('./hk-site-mismatch-dialog'),
    'hk-site-mismatch-dialog',
  ),
  identityVerification: lazyWithTimeout(
    () => import('./identity-verification-dialog'),
    'identity-verification-dialog',
  ),
  genericMessage: lazyWithTimeout(
    () => import('./generic-message-dialog'),
    'generic-message-dialog',
  ),
  closeMiniApp: lazyWithTimeout(() => import('./close-mini-app-dialog'), 'close-mini-app-dialog'),
  upgrade: lazyWithTimeout(() => import('./upgrade-dialog'), 'upgrade-dialog'),
  failedToBind: lazyWithTimeout(() => import('./failed-to-bind-dialog'), 'failed-to-bind-dialog'),
  residenceConfirm: lazyWithTimeout(
    () => import('./residence-confirm-dialog'),
    'residence-confirm-dialog',
  ),
};
