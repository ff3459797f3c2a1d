export * from './common';
export * from './docs';
export * from './resources';
export * from './answers';
