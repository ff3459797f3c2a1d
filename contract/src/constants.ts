/** Business constants and limits of SPEC section 9 (and the timings of section 4). */
export const DAY_MS = 86400000;
export const SESSION_LIFE_MS = 604800000; // 7 days
export const AREA_CACHE_MS = 7 * DAY_MS;

export const PAGE_SIZE_TABLE = 20;
export const PAGE_SIZE_INTERNAL = 10;
export const PAGE_SIZE_CARDS = 8;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 300] as const;
export const PAGE_SIZE_MAX = 300;

export const EXPORT_FORMATS = ['csv', 'excel'] as const;
export const SEARCH_GRID_COLS = 4;

export const REQUEST_TIMEOUT_MS = 30000;
export const CHUNK_TIMEOUT_MS = 120000;
export const IMAGE_UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;
/** Request body limits: JSON answers 413 above 1 MB; routes carrying a base64 file declare their own. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Excel imports (base64 of a file of up to 30 MB characters, as importReq allows) plus the JSON around it. */
export const IMPORT_BODY_LIMIT_BYTES = 30 * 1024 * 1024 + 64 * 1024;

export const WS_PING_MS = 3000;
export const WS_PONG_TIMEOUT_MS = 5000;
export const WS_RECONNECT_MS = 4000;
export const WS_OPEN_DELAY_MS = 500;

export const PAGE_CACHE_TICK_MS = 1000;
export const PAGE_CACHE_STALE_MS = 20000;
export const PAGE_CACHE_RELOAD_DELAY_MS = 300;

export const ERROR_REDIRECT_DELAY_MS = 1000;
export const U401_RELOAD_DELAY_MS = 1500;
export const RESULTS_REMINDER_REFRESH_MS = 1000;
export const FAILURE_NOTICE_SECONDS = 10;

export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 80;
export const HEADER_AUTO_HIDE_SCROLL = 300;

export const EXCHANGE_RATE_CNY = 1;

/** Login lock-out: 5 failed attempts per name within 15 minutes. */
export const LOGIN_MAX_FAILS = 5;
export const LOGIN_LOCK_WINDOW_MS = 15 * 60 * 1000;
/** smartToken life (a one-time token fetched right before an irreversible write). */
export const SMART_TOKEN_LIFE_MS = 10 * 60 * 1000;

/** The eight theme colour presets (ant-design-pro's). */
export const THEME_COLORS = [
  { key: 'dust', color: '#F5222D', title: '薄暮' },
  { key: 'volcano', color: '#FA541C', title: '火山' },
  { key: 'sunset', color: '#FAAD14', title: '日暮' },
  { key: 'cyan', color: '#13C2C2', title: '明青' },
  { key: 'green', color: '#52C41A', title: '极光绿' },
  { key: 'daybreak', color: '#1890FF', title: '拂晓蓝（默认）' },
  { key: 'geekblue', color: '#2F54EB', title: '极客蓝' },
  { key: 'purple', color: '#722ED1', title: '酱紫' },
] as const;
export const DEFAULT_PRIMARY_COLOR = '#1890FF';

/** Layout defaults of SPEC section 4. */
export const DEFAULT_LAYOUT_SETTINGS = {
  navTheme: 'light' as 'light' | 'dark',
  layout: 'sidemenu' as 'sidemenu' | 'topmenu',
  contentWidth: 'Fixed' as 'Fixed' | 'Fluid',
  fixedHeader: false,
  fixSiderbar: true,
  autoHideHeader: true,
  primaryColor: DEFAULT_PRIMARY_COLOR,
  colorWeak: false,
  multiTab: true,
};
export type LayoutSettings = typeof DEFAULT_LAYOUT_SETTINGS;

/** Local storage keys. */
export const StorageKey = {
  token: 'Access-Token',
  loginTime: 'Login-Time',
  rememberMe: 'Remember-Me',
  userInfo: 'User-Info',
  roles: 'Roles',
  userName: 'User-Name',
  avatar: 'Avatar',
  topSection: 'Top-Section',
  settings: 'Layout-Settings',
  closedTabs: 'Closed-Tabs',
  pageCacheClock: 'Page-Cache-Clock',
  areaCache: 'Area-Cache',
  exchangeRate: 'Exchange-Rate',
  /** What home last showed that its first screen cannot ask for cheaply (shortcuts, zone, counts), per user. */
  homeMemo: 'ta-home-first',
} as const;
