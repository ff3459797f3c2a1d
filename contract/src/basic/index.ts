export * from './basic';
export * from './resources';
