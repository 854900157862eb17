import { Suspense } from 'react';
import { ChunkBoundary } from '@/ui/error-boundary';
import { useEdition } from './edition-context';
import type { FeatureHooks, SlotName, SlotPropsMap } from './slots';

type SlotProps<N extends SlotName> = { name: N } & SlotPropsMap[N];

/** Renders every enabled feature's contribution to a named slot, in manifest order; nothing if none. */
export function Slot<N extends SlotName>({ name, ...props }: SlotProps<N>) {
  const { features } = useEdition();
  return (
    <>
      {features.map((feature) => {
        const Contribution = feature.slots?.[name] as
          React.ComponentType<SlotPropsMap[N]> | undefined;
        return Contribution ? (
          // Contributions may be lazy: they load with the screen that shows them, and one that
          // fails shows its boundary in its place, not a blank screen.
          <ChunkBoundary key={feature.id} name={`${name}:${feature.id}`}>
            <Suspense fallback={null}>
              <Contribution {...(props as unknown as SlotPropsMap[N])} />
            </Suspense>
          </ChunkBoundary>
        ) : null;
      })}
    </>
  );
}

/** The enabled features' implementations of one hook, in manifest order. */
export function useFeatureHooks<K extends keyof FeatureHooks>(
  hook: K,
): NonNullable<FeatureHooks[K]>[] {
  const { features } = useEdition();
  return features.flatMap((f) => (f.hooks?.[hook] ? [f.hooks[hook]!] : []));
}
