export * from './merchant';
export * from './resources';
