/**
 * Layers point down: contract ← platform ← modules ← app (server and web), and no import cycles.
 * `npm test` runs `npm run deps` (scripts/test.mjs); scripts/deps.test.mjs proves a wrong import fails it.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles: turn one direction into a port filled at start-up.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-is-the-bottom',
      severity: 'error',
      comment: 'The contract imports nothing of the server or the web.',
      from: { path: '^contract/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'server-platform-not-modules',
      severity: 'error',
      comment: 'The server platform (and db/client, db/columns) never imports a module or the app: modules plug in through manifests and ports.',
      from: { path: '^server/src/(platform/|db/(client|columns)\\.ts$)' },
      to: { path: '^server/src/(modules/|app\\.ts$|main\\.ts$|db/seed)' },
    },
    {
      name: 'server-modules-not-app',
      severity: 'error',
      comment: 'A server module never imports the app, the module list or the seed orchestrator.',
      from: { path: '^server/src/modules/[^/]+/' },
      to: { path: '^server/src/(app\\.ts$|main\\.ts$|modules/index\\.ts$|db/seed)' },
    },
    {
      name: 'web-platform-not-app-or-modules',
      severity: 'error',
      comment: 'The web platform never imports the app or a module (session and navigation live in the platform).',
      from: { path: '^web/src/platform/' },
      to: { path: '^web/src/(app|modules)/' },
    },
    {
      name: 'web-modules-not-app',
      severity: 'error',
      comment: 'A web module never imports the app.',
      from: { path: '^web/src/modules/' },
      to: { path: '^web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    preserveSymlinks: false,
  },
};
