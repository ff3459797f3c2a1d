/** The platform services every module receives (a module reaches another only through these or its services). */
import { LOGIN_LOCK_WINDOW_MS, LOGIN_MAX_FAILS } from '@ta/contract';
import type { Database, DB } from '../db/client';
import type { Counts, LiveHub } from './live';
import type { SmartTokenService } from './smart-token';

export type MessageKind = 'todo' | 'orderNotification' | 'result';
export interface NewMessage { kind: MessageKind; title: string; content?: string; link?: string; biz_type?: string; biz_id?: number }

/** The messages port: the platform (approvals, live counts) sends through it; a module fills it in (ModulePorts). */
export interface MessagePort {
  counts(uid: number): Promise<Counts>;
  /** Adds messages inside the caller's transaction; their counts are pushed when it commits. */
  notify(tx: DB, userIds: number[], m: NewMessage): Promise<void>;
  markRead(uid: number, ids: number[]): Promise<void>;
}

export interface Services {
  db: DB;
  database: Database;
  live: LiveHub;
  smartTokens: SmartTokenService;
  messages: MessagePort;
  config: AppConfig;
}

export interface AppConfig {
  productName: string;
  filingNumber: string;
  devPreview: boolean;
  wsUrl: string;
  webDist?: string;
  /** Fastify's trustProxy: off by default, so req.ip is the peer address and X-Forwarded-For cannot fake it. */
  trustProxy?: boolean | string;
  /** Who may open /docs (OpenAPI UI and /docs/json): a logged-in system administrator (default), or everyone. */
  apiDocs?: 'admin' | 'public';
  limits?: Partial<EdgeLimits>;
  /** How often expired holds are released (ms; default HOLD_SWEEP_INTERVAL_MS, env HOLD_SWEEP_INTERVAL_MS). */
  holdSweepMs?: number;
  /** How often home's live refresh looks at the change history (ms; default HOME_WATCH_MS of the insight module). */
  homeWatchMs?: number;
  /** The agency's time zone (IANA name; default Asia/Shanghai, env AGENCY_TIME_ZONE): every day boundary (contract dates.ts). */
  timeZone?: string;
}

/** Abuse limits per client address (docs/decisions.md "Log-in throttling", "Edge"). */
export interface EdgeLimits {
  /** Failed log-ins of one login name from one address within the window before that pair is refused. */
  loginFailsPerName: number;
  /** Failed log-ins from one address (all names) within the window before the address is refused. */
  loginFailsPerAddress: number;
  loginWindowMs: number;
  /** Log-in requests per address per minute (any outcome): a flood ceiling, far above human use. */
  loginPerMinute: number;
  /** Self-registrations and password-recovery calls per address per hour. */
  registerPerHour: number;
  recoverPerHour: number;
}

export const DEFAULT_LIMITS: EdgeLimits = {
  loginFailsPerName: LOGIN_MAX_FAILS, loginFailsPerAddress: 50, loginWindowMs: LOGIN_LOCK_WINDOW_MS, loginPerMinute: 300, registerPerHour: 20, recoverPerHour: 20,
};
export const limitsOf = (c: AppConfig): EdgeLimits => ({ ...DEFAULT_LIMITS, ...c.limits });

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
