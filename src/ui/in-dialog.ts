import { createContext, useContext } from 'react';

/**
 * Whether a piece is drawn inside an app dialog (AppDialog provides it): a picker there keeps its
 * list short enough to stay in the dialog (docs/registration-pieces.md, "CountrySelect").
 */
export const InDialogContext = createContext(false);

export function useInDialog(): boolean {
  return useContext(InDialogContext);
}
