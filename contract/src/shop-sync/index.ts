export * from './shop-sync';
