export * from './product';
export * from './resources';
