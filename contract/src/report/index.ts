/** The reports' contract (销售客户概况, 计划管理); each file adds one line here. */
export * from './common';
export * from './sales';
export * from './plan';
export * from './answers';
