import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  CreateLtiPlatformBody,
  IdParams,
  LTI_ADMIN_MESSAGES,
  LTI_PAGE_MESSAGES,
  LtiPlatformDto,
  LtiPlatformList,
  LtiRegistrationLink,
  LtiToolUrls,
  MessageResponse,
} from '@thoughtful/shared';
import { sendProblemPage } from '../../http/problem-page';
import { retryAfterSeconds } from '../../security/rate-limit-store';
import { authenticate, currentUser } from '../auth';
import { LTI_PAGE_SCRIPT } from './lti-pages';
import type { LtiAnswer, LtiService } from './lti.service';

/** A platform's form posts (a launch's id_token, a Deep Linking page) are a few kilobytes. */
const FORM_BODY_LIMIT = 256 * 1024;

const FORM_ACTION = /form-action[^;]*/;

/**
 * Requests one address may make to each LTI browser route in a window (RATE_LIMIT_SCALE scales
 * them). A whole school behind one address opens the tool at 8:30, one login and one launch each,
 * and every login stores a launch state, so a flood is refused before it fills the table. Deep
 * Linking is a teacher's choice now and then; a registration is an admin's, a few times a year.
 */
export const LTI_LIMITS = {
  login: { max: 600, windowMs: 15 * 60_000 },
  launch: { max: 600, windowMs: 15 * 60_000 },
  deepLink: { max: 120, windowMs: 15 * 60_000 },
  register: { max: 30, windowMs: 60 * 60_000 },
} as const;

/** Counts a request from this address; false past its route's limit (with Retry-After set). */
async function withinLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  route: keyof typeof LTI_LIMITS,
): Promise<boolean> {
  const limiter = request.server.rateLimits.limiter(`lti-${route}:ip`, LTI_LIMITS[route]);
  try {
    await limiter.consume(request.ip);
    return true;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    reply.header('retry-after', String(retryAfterSeconds(rejection.msBeforeNext)));
    return false;
  }
}

const TOO_MANY: LtiAnswer = {
  kind: 'problem',
  status: 429,
  title: LTI_PAGE_MESSAGES.TOO_MANY_TITLE,
  message: LTI_PAGE_MESSAGES.TOO_MANY,
};

/** Platforms cache the key set; a rotation reaches them within this, and the old key stays a week. */
const KEY_SET_CACHE = 'public, max-age=300';
const PAGE_SCRIPT_CACHE = 'public, max-age=3600';

function cachedFor(value: string): onSendHookHandler {
  return (_request, reply, payload, done) => {
    reply.header('cache-control', value);
    done(null, payload);
  };
}

/** Sends what an LTI browser request answers: pages framable by the registered platforms. */
function sendAnswer(lti: LtiService, reply: FastifyReply, answer: LtiAnswer): FastifyReply {
  if (answer.kind === 'redirect') return reply.redirect(answer.url, 302);
  lti.framing.allowOn(reply, answer.frameOrigins);
  if (answer.kind === 'problem') {
    return sendProblemPage(reply, answer.status, { title: answer.title, message: answer.message });
  }
  if (answer.formActionOrigin !== undefined) {
    // This page's form goes to the platform (the Deep Linking answer): only there besides us.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header(
        'content-security-policy',
        FORM_ACTION.test(policy)
          ? policy.replace(FORM_ACTION, `form-action 'self' ${answer.formActionOrigin}`)
          : `${policy};form-action 'self' ${answer.formActionOrigin}`,
      );
    }
  }
  return reply.status(answer.status).type('text/html; charset=utf-8').send(answer.html);
}

/**
 * LTI 1.3 (DESIGN.md §13, §14 'Routes'): the platforms' browser flows (login initiation, launch,
 * Deep Linking, Dynamic Registration), the tool's public key set, and the admins' routes.
 */
export const ltiRoutes: FastifyPluginAsyncZod = async (app) => {
  const lti = app.services.lti;
  const adminOnly = { preHandler: authenticate };

  // Platforms post forms; only these routes read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  // The framing list is read before the first page is served.
  app.addHook('onReady', async () => lti.framing.refresh());

  app.get('/lti/jwks', { onSend: cachedFor(KEY_SET_CACHE) }, async () => {
    // The set is never empty: a platform reading it before the tool first signs finds the key.
    await lti.keys.signingKey();
    return lti.keys.publicKeySet();
  });
  app.get('/lti/page.js', { onSend: cachedFor(PAGE_SCRIPT_CACHE) }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(LTI_PAGE_SCRIPT),
  );

  /** A browser route under its address limit: `answer` runs only within it. */
  const limited =
    (route: keyof typeof LTI_LIMITS, answer: (request: FastifyRequest) => Promise<LtiAnswer>) =>
    async (request: FastifyRequest, reply: FastifyReply) =>
      sendAnswer(
        lti,
        reply,
        (await withinLimit(request, reply, route)) ? await answer(request) : TOO_MANY,
      );
  const queryAndForm = (request: FastifyRequest) => ({
    ...(request.query as object),
    ...(request.body as object),
  });

  app.get(
    '/lti/login',
    limited('login', (request) => lti.login(request.query)),
  );
  app.post(
    '/lti/login',
    limited('login', (request) => lti.login(queryAndForm(request))),
  );
  app.post(
    '/lti/launch',
    limited('launch', (request) => lti.launch(request.body)),
  );
  app.post(
    '/lti/deep-link',
    limited('deepLink', (request) => lti.deepLinkChoice(request.body)),
  );
  app.get(
    '/lti/register',
    limited('register', (request) => lti.register(request.query)),
  );
  app.post(
    '/lti/register',
    limited('register', (request) => lti.register(queryAndForm(request))),
  );

  app.get(
    '/lti/platforms',
    { ...adminOnly, schema: { response: { 200: LtiPlatformList } } },
    async (request) => lti.listPlatforms(currentUser(request)),
  );
  app.post(
    '/lti/platforms',
    { ...adminOnly, schema: { body: CreateLtiPlatformBody, response: { 200: LtiPlatformDto } } },
    async (request) => lti.createPlatform(currentUser(request), request.body),
  );
  app.delete(
    '/lti/platforms/:id',
    { ...adminOnly, schema: { params: IdParams, response: { 200: MessageResponse } } },
    async (request) => {
      await lti.deletePlatform(currentUser(request), request.params.id);
      return { msg: LTI_ADMIN_MESSAGES.PLATFORM_REMOVED };
    },
  );
  app.post(
    '/lti/registrations',
    { ...adminOnly, schema: { response: { 200: LtiRegistrationLink } } },
    async (request) => lti.registrationLink(currentUser(request)),
  );
  app.post(
    '/lti/keys/rotate',
    { ...adminOnly, schema: { response: { 200: MessageResponse } } },
    async (request) => {
      await lti.rotateKeys(currentUser(request));
      return { msg: LTI_ADMIN_MESSAGES.KEYS_ROTATED };
    },
  );
  app.get(
    '/lti/tool',
    { ...adminOnly, schema: { response: { 200: LtiToolUrls } } },
    async (request) => lti.toolUrls(currentUser(request)),
  );
};
