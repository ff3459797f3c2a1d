/** Response codes (DESIGN.md API contract, SPEC section 8) and their HTTP statuses. */
export const Code = {
  OK: 200,
  NO_PERMISSION: 102,
  SESSION_EXPIRED: 110,
  LOGIN_FORBIDDEN: 1004,
  BAD_INPUT: 400,
  CONFLICT: 409,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
  /** The session was ended elsewhere (password changed or reset, account disabled, kicked): log in again. */
  OFFLINE: 416,
  /** The request body is larger than the route accepts (1 MB for JSON; uploads and imports have their own). */
  PAYLOAD_TOO_LARGE: 413,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

export const HTTP_STATUS_OF_CODE: Record<number, number> = {
  200: 200, 102: 403, 110: 401, 1004: 403, 400: 400, 409: 409, 404: 404, 429: 429, 500: 500, 416: 401, 413: 413,
};

/** Response header that marks a session that ran past its 7-day life. */
export const ERROR_MESSAGE_HEADER = 'error_message';
export const U401 = 'U401';

/** Live-channel command codes (SPEC section 7). */
export const Cmd = {
  AUTH: 1,
  PING: 2,
  PONG: 3,
  AUTH_OK: 11,
  REQ_AGENCY: 1000,
  PUSH_AGENCY: 1001,
  PUSH_REFRESH: 1002,
  PUSH_RESULTS_REMINDER: 1003,
  PUSH_FAILURE: 1004,
  REQ_ORDER_NOTIFICATION: 1100,
  PUSH_ORDER_NOTIFICATION: 1101,
  PUSH_REQ_ORDER_NOTIFICATION: 1102,
  REQ_TOTAL_NOTIFICATION: 1200,
  PUSH_TOTAL_NOTIFICATION: 1201,
  PUSH_REQ_TOTAL_NOTIFICATION: 1202,
  OFFLINE: 416,
  /** Ours (issue 15): the home figures' documents changed (orders, receipts, groups) — refetch them. No data. */
  PUSH_HOME_REFRESH: 1301,
} as const;
export type CmdValue = (typeof Cmd)[keyof typeof Cmd];
