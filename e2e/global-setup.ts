/** Starts the built product once on a fresh embedded database for all journeys (expired holds swept every 2 s). */
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startProduct, tempDataDir } from '../bench/lib.mjs';

declare module 'vitest' {
  export interface ProvidedContext { base: string }
}

export default async function setup(project: TestProject) {
  const dataDir = tempDataDir();
  const product = await startProduct({ dataDir, env: { STRICT_ANSWERS: process.env.STRICT_ANSWERS ?? '1', HOLD_SWEEP_INTERVAL_MS: '2000' } });
  project.provide('base', product.base);
  return async () => { await product.stop(); rmSync(dataDir, { recursive: true, force: true }); };
}
