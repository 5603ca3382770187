import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, CLASS_MESSAGES } from '@thoughtful/shared';
import { AppError } from '../http/errors';
import { refusalFrom } from './rate-limit-store';

/**
 * Wrong join codes allowed in a window (`POST /api/classes/join`), like the login limits: only
 * failures count, so a class of thirty joining from its school's one address is never refused,
 * while one address or one student trying codes is stopped long before a 49-bit code could be
 * guessed.
 */
export const CLASS_JOIN_FAILURE_LIMITS = {
  perAddress: { max: 30, windowMs: 15 * 60_000 },
  perStudent: { max: 10, windowMs: 15 * 60_000 },
} as const;

/** Runs the join; a wrong code keeps its places in both counters, anything else gives them back. */
export async function withClassJoinLimits<T>(
  request: FastifyRequest,
  studentId: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const { rateLimits } = request.server;
  const counters = [
    {
      limiter: rateLimits.limiter(
        'class-join-failures:address',
        CLASS_JOIN_FAILURE_LIMITS.perAddress,
      ),
      key: request.ip,
    },
    {
      limiter: rateLimits.limiter(
        'class-join-failures:student',
        CLASS_JOIN_FAILURE_LIMITS.perStudent,
      ),
      key: studentId,
    },
  ];
  const takes = await Promise.allSettled(counters.map((c) => c.limiter.consume(c.key)));
  const refused = takes.flatMap((t) => (t.status === 'rejected' ? [t.reason as unknown] : []));
  const giveBack = () => Promise.all(counters.map((c) => c.limiter.reward(c.key)));
  if (refused.length > 0) {
    await giveBack();
    throw refusalFrom(refused, AUTH_MESSAGES.TOO_MANY_ATTEMPTS);
  }
  let value: T;
  try {
    value = await attempt();
  } catch (error) {
    const wrongCode =
      error instanceof AppError && error.messages.includes(CLASS_MESSAGES.CODE_INVALID);
    if (!wrongCode) await giveBack();
    throw error;
  }
  await giveBack();
  return value;
}
