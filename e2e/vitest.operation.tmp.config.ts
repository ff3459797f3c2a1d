import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['journeys/operation.test.ts'], globalSetup: ['/tmp/op-dev/gs.ts'], testTimeout: 180000, hookTimeout: 60000 } });
