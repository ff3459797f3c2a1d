/** Every table of every module, for drizzle-kit and the typed client. */
export * from '../platform/platform.tables';
export * from '../modules/account/account.tables';
export * from '../modules/system/system.tables';
export * from '../platform/approval/approval.tables';
export * from '../modules/basic/basic.tables';
export * from '../modules/merchant/merchant.tables';
export * from '../modules/insurance/insurance.tables';
export * from '../modules/product/product.tables';
export * from '../modules/operation/group.tables';
export * from '../modules/registration/registration.tables';
export * from '../modules/operation/operation.tables';
export * from '../modules/shop-sync/shop-sync.tables';
