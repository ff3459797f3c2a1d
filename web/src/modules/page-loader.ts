import type { ComponentType } from 'react';

/** A lazy page module of the page registry. */
export type PageLoader = () => Promise<{ default: ComponentType }>;
