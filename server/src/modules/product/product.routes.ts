/** Routes of the product module. */
import type { FastifyInstance } from 'fastify';

export function productRoutes(_app: FastifyInstance): void {}
