/** The finance module's contract (schemas, enums, resources); each file adds one line here. */
export * from './common';
export * from './account';
export * from './receipt';
export * from './credit';
export * from './resources';
export * from './bank';
export * from './ledger';
export * from './trade';
export * from './answers';
