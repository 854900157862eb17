import type { ComponentType } from 'react';

/**
 * Named places in the shared screens where edition features plug in. Closed and typed:
 * a feature can only fill a slot listed here, with these props.
 */
export interface SlotPropsMap {
  /** Beside/below the standard third-party buttons of the login form. */
  'login.thirdParty': { mode: 'page' | 'modal' };
  /** Beside/below the standard third-party buttons of the register form. */
  'register.thirdParty': { mode: 'page' | 'modal' };
  /** After the manifest's consent checkboxes on the register form. */
  'register.consent': Record<never, never>;
}

export type SlotName = keyof SlotPropsMap;

export type SlotContributions = {
  [K in SlotName]?: ComponentType<SlotPropsMap[K]>;
};

/** Typed hooks that shared flows call; every contributing feature is called in order. */
export interface FeatureHooks {
  /** Adds fields to the registration request payload. */
  registerPayload?: (form: Record<string, unknown>) => Record<string, unknown>;
}
