import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose zod schema and adapter load on the first validation (a blur
 * or a submit), not with the page: typing needs neither, and they are a tenth of a form's cost.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<unknown>,
): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const [{ zodResolver }, schema] = await Promise.all([
        import('@hookform/resolvers/zod'),
        loadSchema(),
      ]);
      resolver = zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<T>;
    }
    return resolver(values, context, options);
  };
}
