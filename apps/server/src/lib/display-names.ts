import { randomInt } from 'node:crypto';

/**
 * Display names for accounts whose login is an ID alone (anonymous mode). Such an ID is the
 * whole credential, so it is shown to its owner, the class's teachers and admins only; everyone
 * else sees a generated name, colour + animal + number (DESIGN.md §10's pseudonyms), which says
 * nothing about the ID.
 */
export const DISPLAY_NAME_COLOURS = [
  'Amber',
  'Azure',
  'Coral',
  'Crimson',
  'Golden',
  'Indigo',
  'Ivory',
  'Jade',
  'Lilac',
  'Olive',
  'Plum',
  'Ruby',
  'Saffron',
  'Silver',
  'Teal',
  'Violet',
] as const;

export const DISPLAY_NAME_ANIMALS = [
  'Badger',
  'Beaver',
  'Crane',
  'Dolphin',
  'Falcon',
  'Gecko',
  'Heron',
  'Koala',
  'Lynx',
  'Otter',
  'Panda',
  'Puffin',
  'Robin',
  'Seal',
  'Swan',
  'Wren',
] as const;

/** 16 × 16 × 90 = 23,040 names: classmates rarely share one, and a shared one reveals nothing. */
export function generateDisplayName(): string {
  const colour = DISPLAY_NAME_COLOURS[randomInt(DISPLAY_NAME_COLOURS.length)]!;
  const animal = DISPLAY_NAME_ANIMALS[randomInt(DISPLAY_NAME_ANIMALS.length)]!;
  return `${colour} ${animal} ${randomInt(10, 100)}`;
}
