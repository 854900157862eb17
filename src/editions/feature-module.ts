import type { FeatureHooks, SlotContributions } from './slots';

/** The runtime part of an edition feature: the slots it fills and the hooks it adds. */
export interface FeatureModule {
  readonly id: string;
  readonly slots?: SlotContributions;
  readonly hooks?: FeatureHooks;
}

export function defineFeature(feature: FeatureModule): FeatureModule {
  return feature;
}
