import { AUTH_MESSAGES } from '@thoughtful/shared';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UnauthorizedError } from '../../http/errors';
import { currentUser } from './auth.hooks';

describe('currentUser', () => {
  it('refuses a request nobody signed in to (a route that forgot `authenticate`)', () => {
    const request = { user: null } as unknown as FastifyRequest;
    expect(() => currentUser(request)).toThrow(UnauthorizedError);
    expect(() => currentUser(request)).toThrow(AUTH_MESSAGES.TOKEN_MISSING);
  });

  it('answers the signed-in user', () => {
    const user = { id: 'user-1' };
    expect(currentUser({ user } as unknown as FastifyRequest)).toBe(user);
  });
});
