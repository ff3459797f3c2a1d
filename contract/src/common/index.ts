/** The shared zod building blocks (ids, codes, text, money, paging) every module's schemas use. */
export * from './common';
export * from './list-export';
export * from './answers';
