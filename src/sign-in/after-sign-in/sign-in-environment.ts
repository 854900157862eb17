import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@/api/api-client';
import type { Edition } from '@/editions/edition-context';
import type { Track } from '@/lib/tracking/tracker';
import type { TokenStore } from '@/lib/session-token';
import type { OpenCatalogueDialog } from '@/sign-in/contracts/catalogue-dialogs';
import type { DialogService } from '@/ui/dialog-service';
import type { WidgetHost } from '@/sign-in/contracts/widget-host';
import type { MiniAppHost } from '@/sign-in/contracts/mini-app';
import type { VerificationServices } from '@/sign-in/contracts/verification';
import type { DestinationPage } from './destination-input';

/**
 * What the after-sign-in steps need from the page, read from React's contexts when the screen
 * renders (useSignInEnvironment) and handed to the steps when a sign-in ends.
 */
export interface SignInEnvironment extends DestinationPage {
  readonly client: ApiClient;
  readonly openCatalogueDialog: OpenCatalogueDialog;
  readonly dialogs: DialogService;
  readonly tokens: TokenStore;
  readonly track: Track;
  readonly edition: Pick<Edition, 'manifest' | 'environment' | 'sites' | 'editionHosts'>;
  /** The page's strings (for messages the steps show themselves). */
  readonly i18n: Pick<I18n, 't' | 'loadNamespaces'>;
  /** The page's language when the sign-in ends. */
  readonly language: () => string;
  /** The page's query (redirect_url). */
  readonly search: string;
  /** Client-side navigation, for destinations that are this app's own routes (the OAuth return). */
  readonly navigate: (path: string) => void;
  /** The host page embedding this app as the widget, if any (docs/embedding.md). */
  readonly widget: WidgetHost | null;
  /** The chat app around this page when it runs as the mini app (docs/mini-app.md). */
  readonly miniApp: MiniAppHost | null;
  /** Captcha, security notice and risk step (the mini app's link step uses them). */
  readonly verification: VerificationServices;
}
