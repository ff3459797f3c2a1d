export * from './operation';
export * from './resources';
export * from './answers';
