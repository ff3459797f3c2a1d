export * from './product';
export * from './resources';
export * from './answers';
