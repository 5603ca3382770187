import { randomInt } from 'node:crypto';
import { ACCOUNT_WORDS } from './account-words';

/**
 * Managed accounts' login IDs and passwords (DESIGN.md §10): words from ACCOUNT_WORDS and a
 * two-digit number, each drawn on its own from the operating system's random source, so one
 * account's ID or password says nothing about another's. Entropy, with 476 words: an ID 24 bits
 * (a name to type, not a secret), a password 33 bits (guessing is slowed and refused by the login
 * limits, and each guess costs an argon2 hash).
 */

function word(): string {
  return ACCOUNT_WORDS[randomInt(ACCOUNT_WORDS.length)]!;
}

function twoDigits(): number {
  return randomInt(10, 100);
}

/** `maple-otter-42`: lower case, so it is the same ID however it is typed. */
export function newLoginId(): string {
  return `${word()}-${word()}-${twoDigits()}`;
}

/** `sunny-kite-pebble-17`: three words and a number, easy to copy from a printed sheet. */
export function newManagedPassword(): string {
  return `${word()}-${word()}-${word()}-${twoDigits()}`;
}
