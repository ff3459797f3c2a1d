export * from './insurance';
export * from './answers';
