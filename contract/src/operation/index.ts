export * from './operation';
export * from './resources';
