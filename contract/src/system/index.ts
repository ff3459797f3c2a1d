export * from './system';
export * from './answers';
