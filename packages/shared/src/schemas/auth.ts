import { z } from 'zod';
import { envelopeSchema } from './common.ts';

/** The role the admin area requires (spec section 6); the model allows more roles later. */
export const ADMIN_ROLE = 'admin';

/** Texts the server sends and the sign-in page matches on (spec sections 5 and 8). */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Please enter a valid email address',
  loginSuccessful: 'Login successful',
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many login attempts. Please try again in 15 minutes.',
  /** The sign-in page shows its own text for any message containing "locked". */
  accountLocked: 'Account is temporarily locked due to too many failed attempts.',
  authenticationRequired: 'Authentication required',
  invalidToken: 'Invalid token',
  tokenExpired: 'Token expired',
  sessionExpired: 'Session expired. Please login again.',
  sessionEnded: 'Session ended. Please login again.',
  refreshTokenMissing: 'Refresh token missing',
  refreshTokenInvalid: 'Invalid refresh token',
  refreshTokenReused: 'Refresh token already used; the session has been ended. Please login again.',
  loggedOut: 'Logged out',
} as const;

/** The access-denied text (spec section 6). */
export function accessDeniedMessage(role: string): string {
  return `You don't have permission to access this page. Required role: ${role}`;
}

const emailShape = z.email();

/**
 * POST /api/auth/login. The issues come in the spec's order: email required, password required,
 * then the email's shape (checked only once both are present).
 */
export const loginRequestSchema = z
  .object({
    email: z
      .string({ error: AUTH_MESSAGES.emailRequired })
      .trim()
      .min(1, { error: AUTH_MESSAGES.emailRequired })
      .max(254, { error: AUTH_MESSAGES.invalidEmail }),
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(1, { error: AUTH_MESSAGES.passwordRequired })
      .max(1024, { error: 'Password is too long' }),
  })
  .refine((body) => body.email === '' || emailShape.safeParse(body.email).success, {
    error: AUTH_MESSAGES.invalidEmail,
    path: ['email'],
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user as the client stores it (spec section 3, "Authenticated user"). */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResultSchema = z.object({
  user: authUserSchema,
  /** Access token (JWT) for the Authorization: Bearer header. */
  token: z.string(),
  /** Also set as an httpOnly cookie; the body copy is for the spec's client (decision 004). */
  refreshToken: z.string(),
  /** Lifetime of the access token, in seconds. */
  expiresIn: z.number().int(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * The spec's client reads `success`, `user`, `token` and `refreshToken` at the top level; the same
 * values sit under `data` like every other answer.
 */
export const loginResponseSchema = envelopeSchema(loginResultSchema).extend(
  loginResultSchema.pick({ user: true, token: true, refreshToken: true }).shape,
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/refresh, with or without a body: the httpOnly cookie is preferred. */
export const refreshRequestSchema = z
  .object({ refreshToken: z.string().max(200).optional() })
  .nullish();

export const refreshResultSchema = z.object({
  accessToken: z.string(),
  /** The rotated refresh token (the previous one is now spent). */
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type RefreshResult = z.infer<typeof refreshResultSchema>;

/** The server-side session behind a token (spec section 3, "Admin session record"). */
export const sessionInfoSchema = z.object({
  sessionId: z.string(),
  loginTime: z.string(),
  lastActivity: z.string(),
  /** When the session ends unless used again: the sooner of the idle and total limits. */
  expiresAt: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** GET /api/auth/verify. */
export const verifyResultSchema = z.object({ user: authUserSchema, session: sessionInfoSchema });
export type VerifyResult = z.infer<typeof verifyResultSchema>;

export const refreshResponseSchema = envelopeSchema(refreshResultSchema);
export const verifyResponseSchema = envelopeSchema(verifyResultSchema);
export const logoutResponseSchema = envelopeSchema(z.null());
