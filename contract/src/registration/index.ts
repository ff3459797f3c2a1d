export * from './registration';
export * from './resources';
