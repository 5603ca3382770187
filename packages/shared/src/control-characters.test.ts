import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateAgentBody } from './agents/agent-schemas';
import { IdParams, inputString, SearchQuery } from './api/common-schemas';
import { isValidEmail } from './auth/auth-rules';
import {
  AddInvitationsBody,
  ConfirmParams,
  LoginBody,
  PasswordChangeBody,
  PasswordResetBody,
  RegisterBody,
} from './auth/auth-schemas';
import {
  CONTROL_CHARACTERS_MESSAGE,
  controlCharactersMessage,
  hasControlCharacters,
} from './control-characters';
import { CreateIdeaBody } from './ideas/idea-schemas';
import { CreateLinkIdeaIdeaBody } from './links/link-schemas';
import { ScrapeQuery } from './media/media-schemas';
import { UpdateProfileBody } from './profiles/profile-schemas';
import { CreateKeyPointBody, CreateQuoteBody } from './quotes/quote-schemas';
import { ReportBody } from './report/report-schemas';
import { AddIdeaScaleBody } from './scales/idea-scale-schemas';
import { CreateSettingBody, UpdateSettingBody } from './settings/setting-schemas';

describe('hasControlCharacters', () => {
  it('finds every C0 control but TAB, LF and CR, and DEL', () => {
    for (let code = 0; code < 0x20; code++) {
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(!allowed);
    }
    expect(hasControlCharacters('a\u007fb')).toBe(true);
  });

  it('leaves ordinary text alone, non-ASCII included', () => {
    for (const text of ['', 'plain', 'Line one\r\nLine two\ttab', 'García 🌍 ½ \u00a0 \u0080']) {
      expect(hasControlCharacters(text), text).toBe(false);
    }
  });

  it('words the message after the field, or alone', () => {
    expect(controlCharactersMessage(['emails', 0])).toBe(
      'emails.0: Text may not contain control characters.',
    );
    expect(controlCharactersMessage()).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('isValidEmail', () => {
  it('refuses an address with a control character in it', () => {
    expect(isValidEmail('person@example.org')).toBe(true);
    for (const control of ['\u0000', '\u0001', '\u001f', '\u007f']) {
      expect(isValidEmail(`per${control}son@example.org`)).toBe(false);
      expect(isValidEmail(`person@example.org${control}`)).toBe(false);
    }
  });
});

describe('request schemas', () => {
  const NUL = '\u0000';
  /** The issues of parsing, as the server lists them. */
  const messagesOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
  const refusal = (field: string) => [`${field}: ${CONTROL_CHARACTERS_MESSAGE}`];

  it('refuse control characters first, with the one message naming the field', () => {
    const cases: [z.ZodType, unknown, string][] = [
      [RegisterBody, { name: `A${NUL}`, email: 'a@b.org', password: 'secret123' }, 'name'],
      [RegisterBody, { email: `a${NUL}@b.org`, password: 'secret123' }, 'email'],
      [RegisterBody, { email: 'a@b.org', password: `secret${NUL}123` }, 'password'],
      [LoginBody, { email: `a${NUL}` }, 'email'],
      [LoginBody, { email: 'a', password: `x${NUL}` }, 'password'],
      [PasswordResetBody, { email: `${NUL}` }, 'email'],
      [
        PasswordChangeBody,
        { userId: `u${NUL}`, confirmationString: 'c', password: 'secret123' },
        'userId',
      ],
      [
        PasswordChangeBody,
        { userId: 'u', confirmationString: `${NUL}`, password: 'secret123' },
        'confirmationString',
      ],
      [ConfirmParams, { id: 'i', code: `c${NUL}` }, 'code'],
      [AddInvitationsBody, { emails: ['a@b.org', `b${NUL}@b.org`], role: 'student' }, 'emails.1'],
      [ReportBody, { message: `A long enough report${NUL}` }, 'message'],
      [IdParams, { id: `abc${NUL}` }, 'id'],
      [SearchQuery, { searchString: `tree${NUL}` }, 'searchString'],
      [ScrapeQuery, { url: `https://exa${NUL}mple.org/` }, 'url'],
      [CreateIdeaBody, { myPoint: `Point${NUL}` }, 'myPoint'],
      [CreateIdeaBody, { players: [{ _id: 'abc', name: `N${NUL}` }] }, 'players.0.name'],
      [CreateIdeaBody, { ideaReferenced: `abc${NUL}` }, 'ideaReferenced'],
      [CreateAgentBody, { name: 'IPCC', url: `https://example.org/${NUL}` }, 'url'],
      [CreateQuoteBody, { text: `Quote${NUL}` }, 'text'],
      [CreateQuoteBody, { text: 'Quote', keyPoint: `${NUL}` }, 'keyPoint'],
      [CreateKeyPointBody, { myPoint: `${NUL}` }, 'myPoint'],
      [
        CreateLinkIdeaIdeaBody,
        { ideaCause: `a${NUL}`, ideaEffect: 'b', modeOnSubmit: 20 },
        'ideaCause',
      ],
      [UpdateProfileBody, { aka: 'a', bio: `b${NUL}` }, 'bio'],
      [CreateSettingBody, { name: `S${NUL}` }, 'name'],
      [UpdateSettingBody, { defaultWaveMakers: [{ _id: `x${NUL}` }] }, 'defaultWaveMakers.0._id'],
      [AddIdeaScaleBody, { solution: `s${NUL}` }, 'solution'],
      [
        AddIdeaScaleBody,
        { addLinkIdeaIdeaScale: { id: `l${NUL}`, level: 1 } },
        'addLinkIdeaIdeaScale.id',
      ],
    ];
    for (const [schema, value, field] of cases) {
      expect(messagesOf(schema, value), field).toEqual(refusal(field));
    }
  });

  it('keep TAB, LF and CR in text', () => {
    const parsed = UpdateProfileBody.parse({ aka: 'a\tb', bio: 'one\r\ntwo' });
    expect(parsed).toEqual({ aka: 'a\tb', bio: 'one\r\ntwo' });
  });

  it('inputString keeps the type error of its parameters', () => {
    expect(messagesOf(inputString({ error: 'must be text' }), 3)).toEqual(['must be text']);
  });
});
