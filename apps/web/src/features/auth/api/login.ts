import type { LoginRequest, LoginResponse } from '@store/shared/schemas/auth';
import { apiEnvelope } from '../../../lib/api-client.ts';

/** What a sign-in answer may hold; checked by the caller ('Invalid response format'). */
export type LoginAnswer = Partial<Pick<LoginResponse, 'user' | 'token'>>;

/**
 * POST /api/auth/login (spec section 7). The spec's client reads `user` and `token` at the top
 * level of the answer; the same values sit under `data`, read when the top level lacks them. The
 * body's `refreshToken` is left alone: the httpOnly cookie set with the answer is the one used
 * (docs/decisions/004). No token goes with the call, and a refusal is left to the caller.
 */
export async function login(credentials: LoginRequest): Promise<LoginAnswer> {
  const answer = await apiEnvelope<Partial<LoginResponse>>('/auth/login', {
    method: 'POST',
    body: credentials,
    session: { token: null },
  });
  return {
    user: answer.user ?? answer.data?.user,
    token: answer.token ?? answer.data?.token,
  };
}
