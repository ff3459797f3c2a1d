import { z } from 'zod';

// Zod's Chinese messages for every generic check; our schemas add field names on top.
z.config(z.locales.zhCN());

export * from './enums';
export * from './codes';
export * from './messages';
export * from './constants';
export * from './permissions';
export * from './audit-types';
export * from './menu';
export * from './money';
export * from './idcard';
export * from './dates';
export * from './common';
export * from './account';
export * from './system';
export * from './audit';
export * from './resources';
export * from './basic';
export * from './merchant';
export * from './insurance';
export * from './product';
export * from './operation';
export * from './registration';
export * from './shop-sync';
export * from './finance';
export * from './insight';
export * from './message';
export * from './payable';
export * from './invoice';
export * from './travel-contract';
export * from './report';
