import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../http/errors';
import { retryAfterSeconds } from './rate-limit-store';

const HOUR = 60 * 60_000;

/** Who spends a budget: admins (a whole school) get more than teachers (a class at a time). */
export interface BudgetHolder {
  id: string;
  is_admin: number;
}

/** How many a teacher and an admin may spend an hour. */
export interface HourlyBudgetLimits {
  perTeacher: number;
  perAdmin: number;
}

/**
 * An hourly budget counted in things made or sent (accounts, mails), not in requests: a request
 * that could take its member past the hour's budget is refused whole (429 with Retry-After and
 * `message`), so nothing is half made; what was made is counted after.
 */
export function hourlyBudget(
  app: FastifyInstance,
  name: string,
  limits: HourlyBudgetLimits,
  message: string,
) {
  const limiters = {
    teacher: app.rateLimits.limiter(`${name}:teacher`, { max: limits.perTeacher, windowMs: HOUR }),
    admin: app.rateLimits.limiter(`${name}:admin`, { max: limits.perAdmin, windowMs: HOUR }),
  };
  const limiterOf = (holder: BudgetHolder) =>
    Number(holder.is_admin) === 1 ? limiters.admin : limiters.teacher;
  return {
    /** Refuses (429) unless `count` more fit in the holder's hour; counts nothing. */
    async reserve(holder: BudgetHolder, count: number): Promise<void> {
      const limiter = limiterOf(holder);
      const used = await limiter.get(holder.id);
      if ((used?.consumedPoints ?? 0) + count > limiter.points) {
        throw new TooManyRequestsError(retryAfterSeconds(used?.msBeforeNext ?? HOUR), message);
      }
    },
    /** Counts what was made or sent. */
    async spend(holder: BudgetHolder, count: number): Promise<void> {
      if (count > 0) await limiterOf(holder).penalty(holder.id, count);
    },
  };
}
