/** The travel-contract module's contract (schemas, states, resources); each file adds one line here. */
export * from './contract';
export * from './resources';
export * from './answers';
