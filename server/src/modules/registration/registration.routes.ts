/** Routes of the registration module. */
import type { FastifyInstance } from 'fastify';

export function registrationRoutes(_app: FastifyInstance): void {}
