import { DIVISIVE, VALUE_CODE, type ValueCode } from '../scales/scale-constants';
import { ACTIVITY_TYPE, type ActivityType } from './activity-constants';

/**
 * The words for answers that are stored as codes, for every place that shows them to a person:
 * the screens, a teacher's progress view and the class's answers as CSV.
 */

/**
 * What each activity is, as the Completed list names it ('#order: label') and the To Do tab
 * introduces it; the spec names the codes' purposes (content §2), not their labels.
 */
export const ACTIVITY_LABELS: Readonly<Record<ActivityType, string>> = {
  [ACTIVITY_TYPE.ADD_INTELL]: 'Add a new inTell',
  [ACTIVITY_TYPE.KEY_POINT]: 'Add a key point of a quote',
  [ACTIVITY_TYPE.INFO_MESSAGE]: 'Read an inTell',
  [ACTIVITY_TYPE.GUIDING_QUESTION]: 'Answer the guiding question',
  [ACTIVITY_TYPE.INTERPRET]: 'Interpret an inTell',
  [ACTIVITY_TYPE.INTERCONNECT]: 'Connect an inTell to the guiding question',
};

/** Value names (content §3 'Values'). */
export const VALUE_NAMES: Readonly<Record<ValueCode, string>> = {
  [VALUE_CODE.CARE]: 'Care',
  [VALUE_CODE.FAIRNESS]: 'Fairness',
  [VALUE_CODE.EMPOWERMENT]: 'Empowerment',
  [VALUE_CODE.UNITY]: 'Unity',
  [VALUE_CODE.SACREDNESS]: 'Sacredness',
  [VALUE_CODE.HARM]: 'Harm',
  [VALUE_CODE.UNFAIRNESS]: 'Unfairness',
  [VALUE_CODE.OPPRESSION]: 'Oppression',
  [VALUE_CODE.DIVISION]: 'Division',
  [VALUE_CODE.DISGUST]: 'Disgust',
};

/** The divisive reasons (content §3 'Divisive bit mask'), in the mask's order. */
export const DIVISIVE_REASONS = [
  { bit: DIVISIVE.HATE_OR_VIOLENCE, label: 'Promotes hate, violence or suffering' },
  { bit: DIVISIVE.ATTACKS_CHARACTER, label: 'Attacks character or dehumanizes' },
  { bit: DIVISIVE.VIRTUE_SIGNALLING, label: 'Virtue signalling' },
  { bit: DIVISIVE.STRAW_MAN, label: 'Straw man' },
] as const;

/** The names of stored value codes, in the order given; an unknown code is left out. */
export function valueNames(codes: readonly number[]): string[] {
  return codes.flatMap((code) => {
    const name = (VALUE_NAMES as Record<number, string | undefined>)[code];
    return name === undefined ? [] : [name];
  });
}

/** The divisive reasons a stored mask holds (none for 0 or unanswered). */
export function divisiveReasons(mask: number): string[] {
  if (mask <= 0) return [];
  return DIVISIVE_REASONS.filter((reason) => (mask & reason.bit) !== 0).map((r) => r.label);
}

/** A guiding question's (101) position in the words its buttons use (content §2). */
export function positionWords(position: number): string {
  return position > 0 ? 'I agree' : position < 0 ? 'I disagree' : 'I am unsure';
}
