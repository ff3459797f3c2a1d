/** Basic settings and the other system master data: every route of the module. */
import type { FastifyInstance } from 'fastify';
import { areaRoutes } from './area.routes';
import { chatRoutes } from './chat.routes';
import { dictionaryRoutes } from './dictionary.routes';
import { labelRoutes } from './label.routes';
import { numberRoutes } from './number.routes';
import { templateRoutes } from './template.routes';

export function basicRoutes(app: FastifyInstance): void {
  dictionaryRoutes(app);
  labelRoutes(app);
  areaRoutes(app);
  numberRoutes(app);
  templateRoutes(app);
  chatRoutes(app);
}
