import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { OIDC_PROBLEMS } from '@thoughtful/shared';
import { errorBody } from '../../http/error-handler';
import { sendProblemPage } from '../../http/problem-page';
import { acceptedLanguage } from '../../mail/mail-language';
import { retryAfterSeconds } from '../../security/rate-limit-store';
import { signInCookie } from '../sign-in';
import { clearedFlowCookie, flowCookie, readFlowCookie } from './flow-cookie';
import { SignInRefused } from './oidc.service';

/**
 * Sign-ins one address may start in a window: a whole school behind one address signs in at
 * 8:30, and each start stores a flow row, so a flood is refused before it fills the table.
 */
export const OIDC_START_LIMIT = { max: 600, windowMs: 15 * 60_000 } as const;

/** The query's parameters given once; one given twice (`?state=a&state=b`) is left out. */
function singleParameters(query: unknown): Record<string, string> {
  const single: Record<string, string> = {};
  if (query === null || typeof query !== 'object') return single;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') single[key] = value;
  }
  return single;
}

function sendRefusal(reply: FastifyReply, refusal: SignInRefused) {
  return sendProblemPage(reply, refusal.status, refusal.problem);
}

/** Counts a start from this address; false past OIDC_START_LIMIT (with Retry-After set). */
async function withinStartLimit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const limiter = request.server.rateLimits.limiter('oidc-start:ip', OIDC_START_LIMIT);
  try {
    await limiter.consume(request.ip);
    return true;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    reply.header('retry-after', String(retryAfterSeconds(rejection.msBeforeNext)));
    return false;
  }
}

/**
 * School sign-in through the configured OpenID provider (DESIGN.md §13, §14 Routes). Both are
 * browser navigations, not API calls: they answer redirects, and a failure a page that says what
 * happened (http/problem-page.ts) rather than JSON.
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oidc } = app.services;
  const secureCookie = app.config.publicUrl.startsWith('https:');

  app.get('/auth/oidc/start', async (request, reply) => {
    if (!oidc.enabled) {
      return reply.status(404).send(errorBody([OIDC_PROBLEMS.notConfigured().message]));
    }
    if (!(await withinStartLimit(request, reply))) {
      return sendProblemPage(reply, 429, OIDC_PROBLEMS.tooMany());
    }
    try {
      const { url, state } = await oidc.start(singleParameters(request.query).next);
      return reply.header('set-cookie', flowCookie(state, secureCookie)).redirect(url, 302);
    } catch (error) {
      if (error instanceof SignInRefused) return sendRefusal(reply, error);
      throw error;
    }
  });

  app.get('/auth/oidc/callback', async (request, reply) => {
    // The flow cookie is spent whatever happens: a sign-in starts again from the login page.
    reply.header('set-cookie', clearedFlowCookie(secureCookie));
    try {
      const { to, browserBinding } = await oidc.callback(
        singleParameters(request.query),
        readFlowCookie(request.headers.cookie),
        acceptedLanguage(request.headers['accept-language']),
      );
      return reply
        .header('set-cookie', [
          clearedFlowCookie(secureCookie),
          signInCookie(browserBinding, secureCookie),
        ])
        .redirect(to, 302);
    } catch (error) {
      if (error instanceof SignInRefused) return sendRefusal(reply, error);
      // The database, most likely: still a page, never JSON, for a person who came by redirect.
      request.log.error({ err: error }, 'a school sign-in failed');
      return sendProblemPage(reply, 503, OIDC_PROBLEMS.failed());
    }
  });
};
