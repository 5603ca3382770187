import { IDEA_MESSAGES, QUOTE_MESSAGES } from '@thoughtful/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { quoteRuleWords } from './quotes-text';

describe('the quote rules’ messages in the reader’s language', () => {
  afterAll(async () => {
    await activateLanguage('en');
  });

  it('words each exactly as the shared rules do in English', async () => {
    await activateLanguage('en');
    for (const english of Object.values(QUOTE_MESSAGES)) {
      expect(quoteRuleWords(english)).toBe(english);
    }
    expect(QUOTE_MESSAGES.SOURCE_NOT_FOUND).toBe(IDEA_MESSAGES.NOT_FOUND);
  });

  it('speaks Spanish', async () => {
    await activateLanguage('es');
    for (const english of Object.values(QUOTE_MESSAGES)) {
      expect(quoteRuleWords(english)).not.toBe(english);
    }
  });
});
