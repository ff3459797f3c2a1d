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
export * from './schemas/common';
export * from './schemas/account';
export * from './schemas/system';
export * from './schemas/audit';
export * from './resources';
export * from './schemas/basic';
export * from './resources/basic';
export * from './schemas/merchant';
export * from './schemas/insurance';
export * from './resources/merchant';
export * from './schemas/product';
export * from './resources/product';
export * from './schemas/operation';
export * from './resources/operation';
export * from './schemas/registration';
export * from './resources/registration';
export * from './schemas/shop-sync';
export * from './finance';
export * from './insight';
export * from './payable';
export * from './invoice';
export * from './travel-contract';
export * from './report';
