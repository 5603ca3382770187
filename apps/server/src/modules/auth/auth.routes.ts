import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ConfirmParams,
  LoginBody,
  LoginIdBody,
  LoginIdResponse,
  LogoutResponse,
  MessageResponse,
  PasswordChangeBody,
  PasswordResetBody,
  RegisterBody,
  SetLanguageBody,
  SetLanguageResponse,
  SignInTicketBody,
  SignInTicketResponse,
  TokenResponse,
  UserDto,
} from '@thoughtful/shared';
import type { FastifyRequest } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { enforceAuthLimit, withLoginLimits } from '../../security/auth-limits';
import { CONFIRMATION_RESEND_LIMIT, type MailAgainAllowance } from './auth.service';
import { authenticate, currentUser } from './auth.hooks';
import { acceptedLanguage } from '../../mail/mail-language';
import { clearedSignInCookie, readCookie, SIGN_IN_COOKIE } from '../sign-in';

/** Counts a mail again to an unconfirmed account; false past CONFIRMATION_RESEND_LIMIT. */
function mailAgainAllowance(request: FastifyRequest): MailAgainAllowance {
  const limiter = request.server.rateLimits.limiter(
    'confirmation-resend:account',
    CONFIRMATION_RESEND_LIMIT,
  );
  return async (userId) => {
    try {
      await limiter.consume(userId);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  };
}

/** Accounts (spec accounts §7): each route is limit → validate → service → answer. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, oidc } = app.services;

  app.post(
    '/users',
    { schema: { body: RegisterBody, response: { 201: MessageResponse } } },
    async (request, reply) => {
      await enforceAuthLimit(request, reply, 'register', request.body.email);
      await auth.register(request.body, acceptedLanguage(request.headers['accept-language']));
      return reply.status(201).send({ msg: AUTH_MESSAGES.REGISTERED });
    },
  );

  app.post(
    '/auth',
    { schema: { body: LoginBody, response: { 200: TokenResponse } } },
    async (request) => ({
      // Failed logins only are counted (docs/decisions/2026-11-21-accounts.md "Login-limit policy:
      // numbers and why").
      token: await withLoginLimits(request, request.body.email, () =>
        auth.login(request.body, mailAgainAllowance(request)),
      ),
    }),
  );

  app.post(
    '/auth/ticket',
    { schema: { body: SignInTicketBody, response: { 200: SignInTicketResponse } } },
    async (request, reply) => {
      const binding = readCookie(request.headers.cookie, SIGN_IN_COOKIE);
      // A ticket is 256 random bits; the limit is against floods, per address and per ticket
      // with this browser's cookie, so trades from elsewhere never use up its own browser's.
      await enforceAuthLimit(
        request,
        reply,
        'signInTicket',
        `${request.body.ticket}:${binding ?? ''}`,
      );
      // The sign-in cookie is spent with the ticket, whatever the outcome.
      reply.header(
        'set-cookie',
        clearedSignInCookie(request.server.config.publicUrl.startsWith('https:')),
      );
      return auth.redeemTicket(request.body.ticket, binding);
    },
  );

  app.post(
    '/auth/login-id',
    { schema: { body: LoginIdBody, response: { 200: LoginIdResponse } } },
    async (request, reply) => {
      // Counted as before, though the answer no longer depends on the ID: a 429 tells nothing.
      await enforceAuthLimit(request, reply, 'loginIdCheck', request.body.email);
      return auth.loginIdAnswer();
    },
  );

  app.get(
    '/auth',
    { preHandler: authenticate, schema: { response: { 200: UserDto } } },
    async (request) => auth.currentUser(currentUser(request).id),
  );

  app.post(
    '/users/me/language',
    {
      preHandler: authenticate,
      schema: { body: SetLanguageBody, response: { 200: SetLanguageResponse } },
    },
    async (request) => auth.setLanguage(currentUser(request).id, request.body.language),
  );

  app.post(
    '/auth/logout',
    { preHandler: authenticate, schema: { response: { 200: LogoutResponse } } },
    async (request) => {
      const session = request.session;
      if (!session) throw new Error('authenticate sets the session');
      await auth.logout(session);
      const msg = AUTH_MESSAGES.LOGGED_OUT;
      // Only a session that came from the school's provider ends the provider's too.
      if (!session.fromProvider || !oidc.enabled) return { msg };
      return { msg, provider: await oidc.providerLogout() };
    },
  );

  app.post(
    '/users/password-reset',
    { schema: { body: PasswordResetBody, response: { 200: MessageResponse } } },
    async (request, reply) => {
      await enforceAuthLimit(request, reply, 'passwordReset', request.body.email);
      auth.requestPasswordReset(request.body.email);
      return { msg: AUTH_MESSAGES.RESET_REQUESTED };
    },
  );

  app.get(
    '/confirm/:id/:code',
    { schema: { params: ConfirmParams, response: { 200: MessageResponse } } },
    async (request, reply) => {
      await enforceAuthLimit(request, reply, 'confirm', request.params.id);
      return { msg: await auth.confirm(request.params.id, request.params.code) };
    },
  );

  app.post(
    '/users/password-change',
    { schema: { body: PasswordChangeBody, response: { 200: MessageResponse } } },
    async (request, reply) => {
      await enforceAuthLimit(request, reply, 'passwordChange', request.body.userId);
      await auth.changePassword(request.body);
      return { msg: AUTH_MESSAGES.PASSWORD_CHANGED };
    },
  );
};
