export * from './audit';
export * from './answers';
