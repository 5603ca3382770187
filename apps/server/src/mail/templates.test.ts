import { SUPPORTED_LANGUAGES, type Language } from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, recipientLanguage } from './mail-language';
import {
  classInvitationMail,
  confirmationMail,
  feedbackMail,
  invitationMail,
  passwordResetMail,
  registrationPasswordMail,
} from './templates';

const LINK = 'https://t.test/x?a=1&b=2';

/** Every mail the server sends, in one language. */
function everyMail(language: Language) {
  return [
    confirmationMail('a@b.org', LINK, 48, language),
    registrationPasswordMail('a@b.org', LINK, 48, language),
    passwordResetMail('a@b.org', LINK, 60, language),
    invitationMail('a@b.org', LINK, language),
    classInvitationMail(
      'a@b.org',
      LINK,
      { className: '7B', teacherNames: ['Ms Green'], name: 'Ana' },
      language,
    ),
    feedbackMail('a@b.org', '#1 Read', '7B', LINK, language),
  ];
}

describe('mails in the recipient’s language (issue 44)', () => {
  it('writes every mail in every language, each with its link and its language named', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const mail of everyMail(language)) {
        expect(mail.text).toContain(LINK);
        expect(mail.html).toContain('href="https://t.test/x?a=1&#38;b=2"');
        expect(mail.html).toContain(`<div lang="${language}">`);
        expect(`${mail.subject} ${mail.text}`).not.toMatch(/undefined|null|NaN/);
      }
    }
    // No Spanish mail keeps an English subject or first paragraph.
    const english = everyMail('en');
    everyMail('es').forEach((mail, i) => {
      expect(mail.subject).not.toBe(english[i]!.subject);
      expect(mail.text.split('\n')[0]).not.toBe(english[i]!.text.split('\n')[0]);
    });
  });

  it('keeps the English words as they were', () => {
    expect(confirmationMail('a@b.org', LINK, 48)).toEqual(
      confirmationMail('a@b.org', LINK, 48, 'en'),
    );
    expect(passwordResetMail('a@b.org', LINK, 60).text).toBe(
      [
        'Someone (hopefully you) asked to reset the password of your account.',
        `Choose a new password:\n${LINK}`,
        'The link is valid for 60 minutes and can be used once.',
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
        '— Thoughtful\n',
      ].join('\n\n'),
    );
    const invited = classInvitationMail('a@b.org', LINK, {
      className: '7B',
      teacherNames: ['Ms Green', 'Mr Brown', 'Ms White'],
      name: 'Ana',
    });
    expect(invited.subject).toBe('You are invited to join 7B on Thoughtful');
    expect(invited.text.split('\n\n')[0]).toBe(
      'Hello Ana, You have been invited by Ms Green, Mr Brown and Ms White to join the class 7B on Thoughtful. Register with this email address (a@b.org) and a password of your choice: you are then in the class.',
    );
  });

  it('words a Spanish class invitation by how many teachers invite', () => {
    const first = (teacherNames: string[], name: string | null) =>
      classInvitationMail(
        'a@b.org',
        LINK,
        { className: '7B', teacherNames, name },
        'es',
      ).text.split('\n\n')[0];
    expect(first([], null)).toBe(
      'Te han invitado a unirte a la clase 7B en Thoughtful. Regístrate con esta dirección de correo (a@b.org) y la contraseña que elijas: así entrarás en la clase.',
    );
    expect(first(['Sra. Gómez'], 'Ana')).toMatch(
      /^Hola, Ana\. Sra\. Gómez te ha invitado a unirte a la clase 7B/,
    );
    expect(first(['Sra. Gómez', 'Sr. Ruiz', 'Sra. Díaz'], null)).toMatch(
      /^Sra\. Gómez, Sr\. Ruiz y Sra\. Díaz te han invitado/,
    );
  });

  it('takes the language a browser asks for among those offered, or none', () => {
    expect(acceptedLanguage('es-MX,es;q=0.9,en;q=0.5')).toBe('es');
    expect(acceptedLanguage('en-GB,es;q=0.5')).toBe('en');
    expect(acceptedLanguage('fr-FR,de;q=0.8,es;q=0.3')).toBe('es');
    expect(acceptedLanguage('fr-FR,de;q=0.8')).toBeNull();
    expect(acceptedLanguage('*')).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage(undefined)).toBeNull();
    expect(acceptedLanguage(['fr', 'es'])).toBe('es');
  });

  it("writes to a member in hers, else in the installation's", () => {
    expect(recipientLanguage('es', 'en')).toBe('es');
    expect(recipientLanguage(null, 'es')).toBe('es');
    expect(recipientLanguage(undefined, 'en')).toBe('en');
    // A language dropped from the site since she chose it.
    expect(recipientLanguage('fr', 'en')).toBe('en');
  });
});
