export * from './merchant';
export * from './resources';
export * from './answers';
