export * from './shop-sync';
export * from './answers';
