import type { ComponentType } from 'react';
import type { FeatureHooks, SlotContributions } from './slots';

/**
 * A page an edition feature serves: its path below the locale segment, its boundary's name and
 * its page (lazy, so it is its own chunk and never in another page's first load).
 */
export interface FeatureRoute {
  readonly path: string;
  readonly name: string;
  readonly Page: ComponentType;
}

/** The runtime part of an edition feature: the slots it fills, the hooks it adds, its pages. */
export interface FeatureModule {
  readonly id: string;
  readonly slots?: SlotContributions;
  readonly hooks?: FeatureHooks;
  readonly routes?: readonly FeatureRoute[];
}

export function defineFeature(feature: FeatureModule): FeatureModule {
  return feature;
}
