import { plural, t } from '@lingui/core/macro';
import type { ReferenceScale, UnderstoodScale } from '@thoughtful/shared';
// The catalogue and the language spoken are set up before a word here is read.
import '../../../lib/i18n';

/**
 * The words of 'Was I understood?' and of a teacher's key (issue 45, DESIGN.md §15). The spec has
 * none: plain, short ones. The sentence beside each scale is a shared message
 * (`UNDERSTOOD_MESSAGES`), shown by its code. Each word is looked up when read, in the language
 * spoken then.
 */
export const UNDERSTOOD_TEXT = {
  get meanHeading() {
    return t({
      message: 'How I mean it',
      comment: 'Heading: the author says how she means her inTell',
    });
  },
  get meanHelp() {
    return t`Answer the questions readers answer, as you mean your inTell. Readers never see your answers; they are not counted in the results.`;
  },
  get meanSave() {
    return t`Save how I mean it`;
  },
  get meanSaved() {
    return t`Saved how you mean your inTell.`;
  },
  meanFailed: (msg: string) => t`Failed to save how you mean it: ${msg}`,
  get understoodHeading() {
    return t`Was I understood?`;
  },
  get understoodHelp() {
    return t`Per scale, how you mean it beside where most readers placed it (their median).`;
  },
  get you() {
    return t({ message: 'You', comment: 'Legend: the author’s own answer on a scale' });
  },
  get readers() {
    return t({
      message: 'Readers (median)',
      comment: 'Legend: the median of the readers’ answers',
    });
  },
  youSaid: (words: string) =>
    t({
      message: `You: ${words}`,
      comment: "The author's answer in words: 'You: Very balanced (0.9)'",
    }),
  readersSaid: (words: string) =>
    t({
      message: `Readers: ${words}`,
      comment: "The readers' median in words: 'Readers: Somewhat one-sided (0.2)'",
    }),
  restsOn: (count: number) =>
    plural(count, { one: 'Rests on # reader.', other: 'Rests on # readers.' }),
  get saving() {
    return t`Saving…`;
  },
  get placeOne() {
    return t`Place at least one slider to save.`;
  },
  get valuesQuestion() {
    return t`Which values do you mean it to touch?`;
  },
  valuesHint: {
    get positive() {
      return t`You mean it to feel positive, so these are values it upholds.`;
    },
    get negative() {
      return t`You mean it to feel negative, so these are values it offends.`;
    },
    get neutral() {
      return t`Choose the values readers should see in it, if any.`;
    },
  },
  readersSaw: (words: string) =>
    t({
      message: `Readers saw: ${words}`,
      comment:
        "The values readers saw, each with its share: 'Readers saw: Fairness (80%), Care (40%)'",
    }),
  valueShare: (value: string, share: string) =>
    t({
      message: `${value} (${share})`,
      comment: "A value and the share of readers who saw it: 'Fairness (80%)'",
    }),
  get revisionOf() {
    return t`This is a revised version of an earlier inTell of yours.`;
  },
  get earlierLink() {
    return t`Open the earlier version`;
  },
  get revisedIn() {
    return t`You posted a revised version of this inTell.`;
  },
  get revisionLink() {
    return t`See how the revised version was understood`;
  },
  earlierGap: (share: string) =>
    t({
      message: `Earlier version: a gap of ${share} of the scale`,
      comment:
        "The earlier version's gap on a scale: 'Earlier version: a gap of 0.40 of the scale'",
    }),
  thisGap: (share: string) =>
    t({
      message: `This version: a gap of ${share} of the scale`,
      comment: "This version's gap on a scale: 'This version: a gap of 0.10 of the scale'",
    }),

  get keyHeading() {
    return t({ message: 'The key', comment: "Heading: a teacher's own answers to an inTell" });
  },
  get keyOpen() {
    return t`Give the key`;
  },
  get keyHelp() {
    return t`As a teacher, answer as you would expect a careful reader to. Your students see how close their reading came, as feedback. The key is never counted in the results.`;
  },
  get keySave() {
    return t`Save the key`;
  },
  get keySaved() {
    return t`Your key was saved. It is never counted in the results.`;
  },
  keyFailed: (msg: string) => t`Failed to save the key: ${msg}`,
  /** Followed by when: 'You gave your key 3 days ago.' */
  get keyGivenAt() {
    return t({ message: 'You gave your key', comment: 'Followed by when: 3 days ago' });
  },
  get keyStartsOnIt() {
    return t`The sliders start on it; change any and save it again.`;
  },
  get keyClose() {
    return t({ message: 'Close', comment: 'Button: hide the key’s form' });
  },
};

/** A compared scale's name, as the results name it. */
export function referenceScaleName(scale: UnderstoodScale): string {
  switch (scale) {
    case 'emotion':
      return t`Emotion`;
    case 'authorIntent':
      return t`Author intent`;
    case 'sound':
      return t`Soundness`;
    case 'goodFaith':
      return t`Good faith`;
    case 'values':
      return t`Values`;
  }
}

/** The question the author answers on a scale, as she means her inTell. */
export function authorQuestion(scale: ReferenceScale): string {
  switch (scale) {
    case 'emotion':
      return t`How do you mean it to make readers feel?`;
    case 'authorIntent':
      return t`How balanced do you mean it to be?`;
    case 'sound':
      return t`How sound is your own evidence?`;
    case 'goodFaith':
      return t`How far do you share it in good faith?`;
  }
}

/** The question a teacher answers on a scale, as the key. */
export function keyQuestion(scale: ReferenceScale): string {
  switch (scale) {
    case 'emotion':
      return t`The key: how should it make a careful reader feel?`;
    case 'authorIntent':
      return t`The key: how balanced is the way it is presented?`;
    case 'sound':
      return t`The key: how sound is its content?`;
    case 'goodFaith':
      return t`The key: was it shared in good faith?`;
  }
}
