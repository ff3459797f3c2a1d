/** The invoice module's contract (schemas, enums, resources); each file adds one line here. */
export * from './invoice';
export * from './resources';
export * from './answers';
