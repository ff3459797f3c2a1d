/** The insight module's contract (home figures, global search); each file adds one line here. */
export * from './search';
export * from './home';
export * from './answers';
