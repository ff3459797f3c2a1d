/** The platform services every module receives (a module reaches another only through these or its services). */
import type { Database, DB } from '../db/client';
import type { LiveHub } from './live';
import type { SmartTokenService } from './smart-token';
import type { MessageService } from '../modules/message/message.service';

export interface Services {
  db: DB;
  database: Database;
  live: LiveHub;
  smartTokens: SmartTokenService;
  messages: MessageService;
  config: AppConfig;
}

export interface AppConfig {
  productName: string;
  filingNumber: string;
  devPreview: boolean;
  wsUrl: string;
  webDist?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    routeCatalog: import('./route').CatalogEntry[];
  }
}
