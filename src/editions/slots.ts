import type { ComponentType } from 'react';
import type { FeatureConsentText } from './feature-declaration';
import type { captchaSceneNames } from './manifest-schema';

/**
 * Named places in the shared screens where edition features plug in. Closed and typed:
 * a feature can only fill a slot listed here, with these props.
 */
export interface SlotPropsMap {
  /** Beside/below the standard third-party buttons of the login form. */
  'login.thirdParty': { mode: 'page' | 'modal' };
  /** Beside/below the standard third-party buttons of the register form. */
  'register.thirdParty': { mode: 'page' | 'modal' };
  /**
   * After the manifest's consent checkboxes on the register form. `ConsentLabel` renders a
   * feature's consent text as the manifest's boxes are (the edition's entity, its legal pages:
   * docs/editions.md, "Legal entity and consent"); handed in, so it stays in the register chunk.
   */
  'register.consent': { ConsentLabel: ComponentType<FeatureConsentText> };
}

export type SlotName = keyof SlotPropsMap;

export type SlotContributions = {
  [K in SlotName]?: ComponentType<SlotPropsMap[K]>;
};

/** Typed hooks that shared flows call; every contributing feature is called in order. */
export interface FeatureHooks {
  /** Adds fields to the registration request payload. */
  registerPayload?: (form: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Chooses the login's captcha scene from the page's query (the Turkey bridge's popup login);
   * undefined leaves the default. A scene the manifest does not configure is ignored.
   */
  loginCaptchaScene?: (query: URLSearchParams) => (typeof captchaSceneNames)[number] | undefined;
}
