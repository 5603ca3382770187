import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, INVALID_RESPONSE_MESSAGE, NO_REASON_MESSAGE } from '../api-client';
import { activateLanguage } from './i18n';
import { localizeServerError, sharedMessage } from './localize-server-error';
import { formatList, formatNumber, formatRelativeTimeIn } from './intl-format';

afterEach(async () => {
  await activateLanguage('en');
});

describe('localizeServerError', () => {
  it('shows a coded message in English as the code says it, and in Spanish', async () => {
    const banned = {
      msg: 'This email address has been banned from the platform.',
      code: 'AUTH_MESSAGES.BANNED',
    };
    expect(localizeServerError(banned)).toBe(banned.msg);
    await activateLanguage('es');
    expect(localizeServerError(banned)).toBe(
      'Esta dirección de correo electrónico tiene prohibido el acceso a la plataforma.',
    );
  });

  it("fills a function's placeholders with the values by position", async () => {
    await activateLanguage('es');
    expect(
      localizeServerError({
        msg: 'Invitation mail sent to ana@example.org',
        code: 'INVITATION_MESSAGES.mailSent',
        values: { 0: 'ana@example.org' },
      }),
    ).toBe('Correo de invitación enviado a ana@example.org');
    expect(
      sharedMessage('ACTIVITY_ALERTS.modifyFailed', 'Failed To Modify Activity On Server: Nope', [
        'Nope',
      ]),
    ).toBe('No se pudo modificar la actividad en el servidor: Nope');
  });

  it('shows a shared message in English as the constant words it, with no catalogue loaded', () => {
    expect(
      sharedMessage('AUTH_VALIDATION.EMAIL_INVALID', 'Please enter a valid email address'),
    ).toBe('Please enter a valid email address');
  });

  it('finds a message sent without a code by its English words', async () => {
    await activateLanguage('es');
    expect(localizeServerError({ msg: 'Invalid credentials' })).toBe('Credenciales no válidas');
  });

  it('shows a message it does not know, or an unknown code, as sent', async () => {
    await activateLanguage('es');
    expect(localizeServerError({ msg: 'Something new' })).toBe('Something new');
    expect(localizeServerError({ msg: 'Still English', code: 'NEW_MESSAGES.UNKNOWN' })).toBe(
      'Still English',
    );
  });

  it("translates the web app's own failure messages", async () => {
    await activateLanguage('es');
    for (const msg of [
      NETWORK_ERROR_MESSAGE,
      NO_REASON_MESSAGE,
      INVALID_RESPONSE_MESSAGE,
      // components/alerts/alerts-text.ts's UNEXPECTED_ERROR_MESSAGE (lib/ cannot import it).
      'Something went wrong. Please try again later.',
    ]) {
      expect(localizeServerError({ msg }), msg).not.toBe(msg);
    }
  });
});

describe('Intl in the reader’s language', () => {
  const now = Date.parse('2026-12-06T12:00:00Z');

  it("keeps the spec's English for relative times and words Spanish through Intl", () => {
    expect(formatRelativeTimeIn('en', now - 3 * 60_000, now)).toBe('3 minutes ago');
    expect(formatRelativeTimeIn('en', now, now)).toBe('just now');
    expect(formatRelativeTimeIn('es', now - 3 * 60_000, now)).toBe('hace 3 minutos');
    expect(formatRelativeTimeIn('es', now - 86_400_000, now)).toBe('ayer');
    expect(formatRelativeTimeIn('es', now, now)).toBe('ahora');
    expect(formatRelativeTimeIn('es', 'not a date', now)).toBe('');
  });

  it('words numbers and lists in the language spoken', async () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b, and c');
    await activateLanguage('es');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b y c');
  });
});
