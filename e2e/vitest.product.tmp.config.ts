import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['journeys/product.test.ts'], globalSetup: ['/tmp/ta-prod/gs.ts'], testTimeout: 120000, hookTimeout: 60000 } });
