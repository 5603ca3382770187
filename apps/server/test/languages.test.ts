import {
  INVITATION_MESSAGES,
  LANGUAGE_MESSAGES,
  SUPPORTED_LANGUAGES,
  type PublicConfig,
  type UserDto,
} from '@thoughtful/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmLink,
  createUser,
  invite,
  loginToken,
  mailsTo,
  waitForMail,
} from './helpers/auth-helpers';
import { api } from './helpers/content-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const UNSUPPORTED = {
  errors: [{ msg: LANGUAGE_MESSAGES.UNSUPPORTED, code: 'LANGUAGE_MESSAGES.UNSUPPORTED' }],
};

/**
 * The member's language on the server (issue 44): stored on her account, chosen through
 * `POST /api/users/me/language` or taken from her browser at registration, read back by
 * `GET /api/auth`; the installation's default in `GET /api/config`; her mails in it.
 */
describe.each(TEST_DIALECTS)('languages on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let admin: string;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, {
      env: { PUBLIC_URL: 'https://thoughtful.test', RATE_LIMIT_SCALE: '50' },
    });
    await createUser(ctx, 'eva@example.org');
    token = await loginToken(ctx, 'eva@example.org');
    await createUser(ctx, 'root@example.org', { admin: true });
    admin = await loginToken(ctx, 'root@example.org');
  });
  afterAll(async () => {
    await ctx.close();
  });

  const me = async (t = token) => (await api(ctx, 'GET', '/api/auth', t)).json<UserDto>();
  const choose = (language: unknown, t = token) =>
    api(ctx, 'POST', '/api/users/me/language', t, { language });
  const languageOf = async (email: string) =>
    (
      await ctx.database.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language;

  it('stores her choice, answers it, and GET /api/auth reads it back; null clears it', async () => {
    expect((await me()).language).toBeNull();
    const chosen = await choose('es');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'es' });
    expect((await me()).language).toBe('es');
    const cleared = await choose(null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ language: null });
    expect((await me()).language).toBeNull();
  });

  it.each([['fr'], ['ES'], ['es-MX'], [''], [3], [['es']], [{ es: true }]])(
    'refuses %j with 400, the exact message and its code, and keeps the choice',
    async (language) => {
      expect((await choose('en')).statusCode).toBe(200);
      const res = await choose(language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(UNSUPPORTED);
      expect((await me()).language).toBe('en');
    },
  );

  it('refuses a body without a language the same way', async () => {
    const res = await api(ctx, 'POST', '/api/users/me/language', token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(UNSUPPORTED);
  });

  it('answers 401 when signed out, and changes no one', async () => {
    const res = await api(ctx, 'POST', '/api/users/me/language', undefined, { language: 'es' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      errors: [{ msg: 'No token, authorization denied', code: 'AUTH_MESSAGES.TOKEN_MISSING' }],
    });
  });

  it("GET /api/config names the languages and the installation's default", async () => {
    const config = (await api(ctx, 'GET', '/api/config')).json<PublicConfig>();
    expect(config.defaultLanguage).toBe('en');
    expect(config.languages).toEqual([...SUPPORTED_LANGUAGES]);
  });

  it('a registration takes the language her browser asks for, and mails her in it', async () => {
    await invite(ctx, 'lucia@example.org');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: { email: 'lucia@example.org', password: 'secret123' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await languageOf('lucia@example.org')).toBe('es');
    const mail = await waitForMail(ctx, 'lucia@example.org');
    expect(mail.subject).toBe('Confirma tu cuenta de Thoughtful');
    expect(mail.text).toContain(
      'Te damos la bienvenida a Thoughtful. Confirma tu dirección de correo electrónico',
    );
    expect(mail.text).toContain('Confirmar mi dirección de correo:');
    expect(mail.html).toContain('lang="es"');
    // The link works as an English one does.
    const confirmed = await api(ctx, 'GET', `/api${confirmLink(mail).path}`);
    expect(confirmed.statusCode).toBe(200);
  });

  it('a browser asking for no language offered stores none: the mail is in the default', async () => {
    await invite(ctx, 'pierre@example.org');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
      payload: { email: 'pierre@example.org', password: 'secret123' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await languageOf('pierre@example.org')).toBeNull();
    const mail = await waitForMail(ctx, 'pierre@example.org');
    expect(mail.subject).toBe('Confirm your Thoughtful account');
  });

  it("mails a password reset in her stored language, and an English member's unchanged", async () => {
    await createUser(ctx, 'marta@example.org');
    await createUser(ctx, 'june@example.org');
    const marta = await loginToken(ctx, 'marta@example.org');
    expect((await choose('es', marta)).statusCode).toBe(200);
    for (const email of ['marta@example.org', 'june@example.org']) {
      const asked = await api(ctx, 'POST', '/api/users/password-reset', undefined, { email });
      expect(asked.statusCode).toBe(200);
    }
    const spanish = await waitForMail(ctx, 'marta@example.org');
    expect(spanish.subject).toBe('Restablece tu contraseña de Thoughtful');
    expect(spanish.text).toContain(
      'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta.',
    );
    expect(spanish.text).toContain('El enlace es válido durante 60 minutos');
    const english = await waitForMail(ctx, 'june@example.org');
    expect(english.subject).toBe('Reset your Thoughtful password');
    expect(english.text).toBe(
      [
        'Someone (hopefully you) asked to reset the password of your account.',
        `Choose a new password:\n${english.links[0]}`,
        'The link is valid for 60 minutes and can be used once.',
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
        '— Thoughtful\n',
      ].join('\n\n'),
    );
  });

  it("a refusal with values carries the function's code and its arguments by position", async () => {
    const res = await api(ctx, 'POST', '/api/invitations', admin, {
      emails: ['not an address'],
      role: 'student',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          msg: INVITATION_MESSAGES.notAnEntry('not an address', 'email'),
          code: 'INVITATION_MESSAGES.notAnEntry',
          values: { '0': 'not an address', '1': 'email' },
        },
      ],
    });
  });

  it("an invitation mail is in the inviter's language", async () => {
    const rosa = await createUser(ctx, 'rosa@example.org', { admin: true });
    expect(rosa).not.toBe('');
    const rosaToken = await loginToken(ctx, 'rosa@example.org');
    expect((await choose('es', rosaToken)).statusCode).toBe(200);
    const res = await api(ctx, 'POST', '/api/invitations', rosaToken, {
      emails: ['nuevo@example.org'],
      role: 'student',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await waitForMail(ctx, 'nuevo@example.org');
    expect(mail.subject).toBe('Te han invitado a Thoughtful');
    expect(mail.text).toContain('(nuevo@example.org)');
    // The English admin's invitation is as it always was.
    await api(ctx, 'POST', '/api/invitations', admin, {
      emails: ['newbie@example.org'],
      role: 'student',
    });
    expect((await mailsTo(ctx, 'newbie@example.org'))[0]?.subject).toBe(
      'You are invited to Thoughtful',
    );
  });
});

describe.each(TEST_DIALECTS)('an installation in Spanish on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { DEFAULT_LANGUAGE: 'es' } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers its default in GET /api/config, and mails a member who never chose in it', async () => {
    const config = (await api(ctx, 'GET', '/api/config')).json<PublicConfig>();
    expect(config.defaultLanguage).toBe('es');
    await createUser(ctx, 'sin@example.org');
    await api(ctx, 'POST', '/api/users/password-reset', undefined, { email: 'sin@example.org' });
    expect((await waitForMail(ctx, 'sin@example.org')).subject).toBe(
      'Restablece tu contraseña de Thoughtful',
    );
  });
});
