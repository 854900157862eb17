import { useEffect } from 'react';

/** Sets the tab title for the page; screen readers announce it on route changes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
