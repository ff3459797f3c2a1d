import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 90000,
    hookTimeout: 180000,
    fileParallelism: false,
  },
});
