/**
 * The static service config `/ServiceConfig.json` (SPEC section 7), fetched once at start so that an
 * operator can rename the product, set the filing number or the live-channel address without a rebuild.
 */
import { DEFAULT_TIME_ZONE, isTimeZone, Msg, setAgencyTimeZone } from '@ta/contract';
import type { UiSettings } from './layout-rules';

export interface ServiceConfig {
  productName: string;
  /** Filing number shown in the log-in layout footer. */
  filingNumber: string;
  /** Shows the settings drawer (development preview). */
  devPreview: boolean;
  /** Live-channel address; empty means the same host at `/ws`. */
  wsUrl: string;
  /** Optional site-wide layout defaults, under each user's own stored settings. */
  settings?: Partial<UiSettings>;
  /** The agency's time zone (IANA name; the server's setting): every day boundary and shown time (contract dates.ts). */
  timeZone: string;
}

export const DEFAULT_SERVICE_CONFIG: ServiceConfig = { productName: Msg.productName, filingNumber: '', devPreview: false, wsUrl: '', timeZone: DEFAULT_TIME_ZONE };

let current: ServiceConfig = DEFAULT_SERVICE_CONFIG;

/** Keeps only known fields of the right type over the defaults. */
export function parseServiceConfig(raw: unknown): ServiceConfig {
  const cfg: ServiceConfig = { ...DEFAULT_SERVICE_CONFIG };
  if (!raw || typeof raw !== 'object') return cfg;
  const r = raw as Record<string, unknown>;
  if (typeof r.productName === 'string' && r.productName.trim()) cfg.productName = r.productName.trim();
  if (typeof r.filingNumber === 'string') cfg.filingNumber = r.filingNumber;
  if (typeof r.devPreview === 'boolean') cfg.devPreview = r.devPreview;
  if (typeof r.wsUrl === 'string') cfg.wsUrl = r.wsUrl;
  if (isTimeZone(r.timeZone)) cfg.timeZone = r.timeZone;
  if (r.settings && typeof r.settings === 'object') cfg.settings = r.settings as Partial<UiSettings>;
  return cfg;
}

/** Loads the config; a missing or broken file falls back to the defaults rather than blocking start-up. */
export async function loadServiceConfig(): Promise<ServiceConfig> {
  try {
    const res = await fetch('/ServiceConfig.json', { cache: 'no-cache' });
    current = parseServiceConfig(res.ok ? await res.json() : null);
  } catch {
    current = { ...DEFAULT_SERVICE_CONFIG };
  }
  // The one zone of "today", day boundaries and shown times on this side too (contract dates.ts).
  setAgencyTimeZone(current.timeZone);
  return current;
}

export function getServiceConfig(): ServiceConfig { return current; }

/** The live-channel address: the configured one, else `/ws` on this host. */
export function liveChannelUrl(cfg: ServiceConfig = current, loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  if (cfg.wsUrl) return cfg.wsUrl;
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}/ws`;
}
