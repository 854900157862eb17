import { createContext, useContext } from 'react';

/**
 * What a control inside a `FormField` needs to be linked to its texts. Ark's own field context
 * links the error only through `aria-errormessage` (patchy screen-reader support) and finds the
 * helper text only after a layout effect, which a prerendered page never runs; these ids are
 * known from the first render.
 */
export interface FormFieldControlLink {
  readonly controlId: string;
  /** Ids of the error text (when shown) and the helper text, for `aria-describedby`. */
  readonly describedBy: string | undefined;
}

export const FormFieldControlContext = createContext<FormFieldControlLink | null>(null);

/** For custom controls (phone, code input, ...) placed inside a `FormField`. */
export function useFormFieldControl(): FormFieldControlLink | null {
  return useContext(FormFieldControlContext);
}

/** Joins id lists for `aria-describedby`, skipping empty parts. */
export function joinIds(...ids: (string | undefined | null | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
