export * from './basic';
export * from './resources';
export * from './answers';
