export * from './insurance';
