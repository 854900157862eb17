import type { ReactNode } from 'react';

/** The router the app renders in: the browser's history, or a fixed URL when prerendering. */
export type RouterWrapper = (children: ReactNode) => ReactNode;
