/** Routes of the operation module. */
import type { FastifyInstance } from 'fastify';

export function operationRoutes(_app: FastifyInstance): void {}
