import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 90000,
    hookTimeout: 180000,
    fileParallelism: false,
    // A browser on a loaded 2-core machine can take seconds to re-render: expect.poll waits up to 15 s (vitest's
    // default 1 s made the tab bar's count flake at load 15). A poll given its own timeout keeps it.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
