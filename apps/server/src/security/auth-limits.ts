/**
 * How many attempts each auth action allows, per client IP and per account (the e-mail or login
 * ID given), in a window. RATE_LIMIT_SCALE multiplies every maximum (browser tests raise it).
 */
export const AUTH_LIMITS = {
  login: { perIp: 30, perAccount: 10, windowMs: 15 * 60_000 },
  register: { perIp: 10, perAccount: 5, windowMs: 60 * 60_000 },
  passwordReset: { perIp: 10, perAccount: 3, windowMs: 60 * 60_000 },
  passwordChange: { perIp: 20, perAccount: 10, windowMs: 60 * 60_000 },
  confirm: { perIp: 60, perAccount: 20, windowMs: 15 * 60_000 },
  /** The anonymous-mode login screen asking whether a typed ID needs a password. */
  loginIdCheck: { perIp: 120, perAccount: 30, windowMs: 15 * 60_000 },
} as const;

export type AuthAction = keyof typeof AUTH_LIMITS;
