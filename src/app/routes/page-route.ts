import type { ComponentType } from 'react';

/** A page route: its path (below the locale segment), its boundary's name and its page. */
export type PageRoute = readonly [path: string, name: string, Page: ComponentType];
