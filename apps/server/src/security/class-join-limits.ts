import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, CLASS_MESSAGES } from '@thoughtful/shared';
import { AppError } from '../http/errors';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { loginSlowdown, slowdownMs } from './auth-limits';
import { refusalFrom } from './rate-limit-store';

/**
 * Wrong join codes allowed in a window (`POST /api/classes/join`), like the login limits: only
 * failures count, so a class of thirty joining from its school's one address is never refused;
 * one student trying codes is stopped, and one address trying them is slowed down, long before a
 * 49-bit code could be guessed.
 */
export const CLASS_JOIN_FAILURE_LIMITS = {
  perAddress: { max: 30, windowMs: 15 * 60_000 },
  perStudent: { max: 10, windowMs: 15 * 60_000 },
} as const;

/**
 * Runs the join (or, with no student, a visitor's look at a code) under CLASS_JOIN_FAILURE_LIMITS, as login runs under its own: a student's own
 * wrong codes cost her alone (past her limit she is refused, 429), while an address past its limit
 * is slowed down (LOGIN_SLOWDOWN) and still joins with a correct code: three students mistyping
 * from a school's one address cannot keep the next from her class. A wrong code keeps its places
 * in both counters; anything else gives them back.
 */
export async function withClassJoinLimits<T>(
  request: FastifyRequest,
  studentId: string | null,
  attempt: () => Promise<T>,
): Promise<T> {
  const { rateLimits } = request.server;
  const perAddress = {
    limiter: rateLimits.limiter(
      'class-join-failures:address',
      CLASS_JOIN_FAILURE_LIMITS.perAddress,
    ),
    key: request.ip,
  };
  const perStudent = {
    limiter: rateLimits.limiter(
      'class-join-failures:student',
      CLASS_JOIN_FAILURE_LIMITS.perStudent,
    ),
    // A visitor reading which class a code is (the join page) has only her address.
    key: studentId ?? '',
  };
  const counters = studentId === null ? [perAddress] : [perAddress, perStudent];
  const giveBack = () => Promise.all(counters.map((c) => c.limiter.reward(c.key)));
  const [addressTake, studentTake] = await Promise.allSettled(
    counters.map((c) => c.limiter.consume(c.key)),
  );
  const storeFailure = [addressTake, studentTake].find(
    (take) => take?.status === 'rejected' && !(take.reason instanceof RateLimiterRes),
  );
  if (storeFailure?.status === 'rejected') {
    await giveBack();
    throw storeFailure.reason;
  }
  if (studentTake?.status === 'rejected') {
    await giveBack();
    throw refusalFrom([studentTake.reason], AUTH_MESSAGES.TOO_MANY_ATTEMPTS);
  }
  const addressOver =
    addressTake!.status === 'rejected' ? (addressTake!.reason as RateLimiterRes) : undefined;
  if (addressOver) {
    const { points } = perAddress.limiter;
    await loginSlowdown.wait(slowdownMs(addressOver.consumedPoints - points, points));
  }
  let value: T;
  try {
    value = await attempt();
  } catch (error) {
    const wrongCode =
      error instanceof AppError && error.messages.includes(CLASS_MESSAGES.CODE_INVALID);
    if (!wrongCode) await giveBack();
    else if (addressOver) throw refusalFrom([addressOver], AUTH_MESSAGES.TOO_MANY_ATTEMPTS);
    throw error;
  }
  await giveBack();
  return value;
}
