import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // `*.pg.test.ts`: tests of the PostgreSQL driver's own behaviour (named statements), run in the PostgreSQL step only.
    exclude: process.env.TEST_DB === 'pg' ? configDefaults.exclude : [...configDefaults.exclude, 'test/**/*.pg.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    pool: 'forks',
    maxWorkers: 2,
    // Files share a worker process (each still starts its own server on its own database copy): importing the
    // app once per worker instead of once per file saves most of the suite's start-up time on a 2-core machine.
    isolate: false,
    // Every answer is checked against its declared schema: a mismatch or an undeclared field fails the request.
    env: { STRICT_ANSWERS: process.env.STRICT_ANSWERS ?? '1' },
  },
});
