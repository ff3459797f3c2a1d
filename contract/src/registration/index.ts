export * from './registration';
export * from './resources';
export * from './answers';
