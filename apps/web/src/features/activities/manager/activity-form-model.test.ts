import {
  ACTIVITY_MESSAGES,
  DEFAULT_INTENT_PROMPTS,
  type ActivityDto,
  type IdeaSummary,
} from '@thoughtful/shared';
import { describe, expect, it } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import {
  activityBody,
  activityFormErrors,
  editBody,
  EMPTY_FORM,
  errorText,
  formParts,
  formStateOf,
  instructionFieldOf,
  isFormChoice,
  needsTopicDialog,
  storedBody,
  type ActivityFormState,
} from './activity-form-model';

const topic: IdeaSummary = makeIdeaSummary({ _id: 'topic', label: 'Schools should start later' });
const intell: IdeaSummary = makeIdeaSummary({ _id: 'intell', label: 'Teens sleep too little' });

const form = (overrides: Partial<ActivityFormState>): ActivityFormState => ({
  ...EMPTY_FORM,
  ...overrides,
});

/** Every option on, every text filled: what each choice keeps of it is what it shows. */
const everything = (selection: ActivityFormState['selection']) =>
  form({
    selection,
    communityTopic: topic,
    inTellExisting: intell,
    instructions1: ' one ',
    instructions101: ' question ',
    instructions102: ' interpret ',
    instructions201: ' connect ',
    newInTellSelfEvaluate: true,
    afterOptionInterpretNewInTell: true,
    afterOptionAddNewIntellAfter: true,
    afterOptionInterconnectNewInTell: true,
    interpretConfirmDeeperUnderstanding: true,
    interpretEvaluateValues: true,
    interpretPauseEmotionFlow: true,
    intentPromptOption: 3,
    alternativeIntentWords: '  The author seemed...  ',
  });

describe('the add form’s bodies (content §2, §3, §7)', () => {
  it('1: the new inTell’s options, the topic it interconnects to, the follow-up and prompt', () => {
    expect(activityBody(everything(1))).toEqual({
      selection: 1,
      communityTopic: 'topic',
      instructions1: 'one',
      instructions102: 'interpret',
      newInTellSelfEvaluate: true,
      afterOptionInterpretNewInTell: true,
      afterOptionAddNewIntellAfter: true,
      afterOptionInterconnectNewInTell: true,
      interpretConfirmDeeperUnderstanding: true,
      interpretEvaluateValues: true,
      interpretPauseEmotionFlow: true,
      intentPromptOption: 3,
      interpretIntentWords: 'The author seemed...',
    });
  });

  it('1 with nothing on sends no topic, no follow-up, no interpretation options', () => {
    expect(
      activityBody(form({ selection: 1, communityTopic: topic, instructions1: 'Hi' })),
    ).toEqual({
      selection: 1,
      instructions1: 'Hi',
      newInTellSelfEvaluate: false,
      afterOptionInterpretNewInTell: false,
      afterOptionAddNewIntellAfter: false,
      afterOptionInterconnectNewInTell: false,
    });
  });

  it('101: the topic, its instructions, and the new-inTell option with its follow-up', () => {
    expect(activityBody(everything(101))).toEqual({
      selection: 101,
      communityTopic: 'topic',
      instructions101: 'question',
      instructions102: 'interpret',
      afterOptionAddNewIntellAfter: true,
      interpretConfirmDeeperUnderstanding: true,
      interpretEvaluateValues: true,
      interpretPauseEmotionFlow: true,
      intentPromptOption: 3,
      interpretIntentWords: 'The author seemed...',
    });
    expect(
      activityBody(form({ selection: 101, communityTopic: topic, intentPromptOption: 2 })),
    ).toEqual({
      selection: 101,
      communityTopic: 'topic',
      instructions101: '',
      afterOptionAddNewIntellAfter: false,
    });
  });

  it('102: the inTell, an optional topic with the link pair, a default prompt by its option', () => {
    expect(activityBody({ ...everything(102), intentPromptOption: 2 })).toEqual({
      selection: 102,
      communityTopic: 'topic',
      inTellExisting: 'intell',
      linkIdeaIdea: { ideaCause: 'intell', ideaEffect: 'topic' },
      instructions102: 'interpret',
      interpretConfirmDeeperUnderstanding: true,
      interpretEvaluateValues: true,
      interpretPauseEmotionFlow: true,
      intentPromptOption: 2,
    });
    expect(activityBody(form({ selection: 102, inTellExisting: intell }))).toEqual({
      selection: 102,
      inTellExisting: 'intell',
      instructions102: '',
      interpretConfirmDeeperUnderstanding: false,
      interpretEvaluateValues: false,
      interpretPauseEmotionFlow: false,
      intentPromptOption: 1,
    });
  });

  it('201: the topic, the inTell, their link, its instructions only', () => {
    expect(activityBody(everything(201))).toEqual({
      selection: 201,
      communityTopic: 'topic',
      inTellExisting: 'intell',
      linkIdeaIdea: { ideaCause: 'intell', ideaEffect: 'topic' },
      instructions201: 'connect',
    });
  });

  it('100: the inTell and instructions1 only', () => {
    expect(activityBody(everything(100))).toEqual({
      selection: 100,
      inTellExisting: 'intell',
      instructions1: 'one',
    });
  });

  it('names each code’s instructions field (1, 13 and 100 share instructions1)', () => {
    expect([1, 13, 100, 101, 102, 201].map(instructionFieldOf)).toEqual([
      'instructions1',
      'instructions1',
      'instructions1',
      'instructions101',
      'instructions102',
      'instructions201',
    ]);
  });
});

describe('what each choice reveals (content §2)', () => {
  it('shows the pickers each code needs', () => {
    const pickers = (selection: ActivityFormState['selection'], extra = {}) => {
      const parts = formParts(form({ selection, ...extra }));
      return [parts.communityTopic, parts.inTellExisting];
    };
    expect(pickers(1)).toEqual(['no', 'no']);
    expect(pickers(1, { afterOptionInterconnectNewInTell: true })).toEqual(['required', 'no']);
    expect(pickers(101)).toEqual(['required', 'no']);
    expect(pickers(102)).toEqual(['optional', 'required']);
    expect(pickers(201)).toEqual(['required', 'required']);
    expect(pickers(100)).toEqual(['no', 'required']);
  });

  it('shows the interpretation options for 102, and for 1 and 101 when students interpret', () => {
    const interpretation = (state: Partial<ActivityFormState>) =>
      formParts(form(state)).interpretation;
    expect(interpretation({ selection: 102 })).toBe(true);
    expect(interpretation({ selection: 1 })).toBe(false);
    expect(interpretation({ selection: 1, afterOptionInterpretNewInTell: true })).toBe(true);
    expect(interpretation({ selection: 1, afterOptionAddNewIntellAfter: true })).toBe(true);
    expect(interpretation({ selection: 101, afterOptionAddNewIntellAfter: true })).toBe(true);
    expect(interpretation({ selection: 201 })).toBe(false);
    expect(interpretation({ selection: 100 })).toBe(false);
  });
});

describe('the add form’s rules (content §5)', () => {
  const messages = (state: ActivityFormState) =>
    activityFormErrors(state).map(({ field, msg }) => [field, errorText(msg)]);

  it('allows 140 characters of instructions, not 141', () => {
    const at = form({ selection: 100, inTellExisting: intell, instructions1: 'i'.repeat(140) });
    expect(messages(at)).toEqual([]);
    expect(messages({ ...at, instructions1: 'i'.repeat(141) })).toEqual([
      ['instructions1', 'Instructions (140 characters or less)'],
    ]);
    // The follow-up's instructions too, when they are shown; hidden ones are not checked.
    const follow = form({
      selection: 1,
      afterOptionAddNewIntellAfter: true,
      instructions102: 'x'.repeat(141),
    });
    expect(messages(follow)).toEqual([
      ['instructions102', 'Instructions (140 characters or less)'],
    ]);
    expect(messages({ ...follow, afterOptionAddNewIntellAfter: false })).toEqual([]);
  });

  it('requires the alternative prompt with the third option only', () => {
    const third = form({ selection: 102, inTellExisting: intell, intentPromptOption: 3 });
    expect(messages(third)).toEqual([
      ['interpretIntentWords', ACTIVITY_MESSAGES.INTENT_WORDS_REQUIRED],
    ]);
    expect(messages({ ...third, alternativeIntentWords: 'My words' })).toEqual([]);
    expect(messages({ ...third, alternativeIntentWords: 'w'.repeat(141) })).toEqual([
      ['interpretIntentWords', ACTIVITY_MESSAGES.INTENT_WORDS_TOO_LONG],
    ]);
    expect(messages({ ...third, intentPromptOption: 1 })).toEqual([]);
    expect(activityBody({ ...third, intentPromptOption: 1 })).not.toHaveProperty(
      'interpretIntentWords',
    );
    expect(DEFAULT_INTENT_PROMPTS).toHaveLength(2);
  });

  it('needs both the topic and the inTell for 201, an inTell for 100 and 102, a topic for 101', () => {
    expect(messages(form({ selection: 201 }))).toEqual([
      ['communityTopic', ACTIVITY_MESSAGES.TOPIC_REQUIRED],
      ['inTellExisting', ACTIVITY_MESSAGES.INTELL_REQUIRED],
    ]);
    expect(messages(form({ selection: 201, communityTopic: topic }))).toEqual([
      ['inTellExisting', ACTIVITY_MESSAGES.INTELL_REQUIRED],
    ]);
    expect(messages(form({ selection: 100 }))).toEqual([
      ['inTellExisting', ACTIVITY_MESSAGES.INTELL_REQUIRED],
    ]);
    expect(messages(form({ selection: 102, communityTopic: topic }))).toEqual([
      ['inTellExisting', ACTIVITY_MESSAGES.INTELL_REQUIRED],
    ]);
    expect(messages(form({ selection: 101 }))).toEqual([
      ['communityTopic', ACTIVITY_MESSAGES.TOPIC_REQUIRED],
    ]);
  });

  it('refuses the same inTell as topic and inTell', () => {
    expect(
      messages(form({ selection: 201, communityTopic: topic, inTellExisting: topic })),
    ).toEqual([['inTellExisting', ACTIVITY_MESSAGES.TOPIC_SAME_AS_INTELL]]);
  });

  it('opens the community-topic dialog for a new inTell that interconnects with no topic', () => {
    const interconnect = form({ selection: 1, afterOptionInterconnectNewInTell: true });
    expect(needsTopicDialog(interconnect)).toBe(true);
    expect(messages(interconnect)).toEqual([['communityTopic', ACTIVITY_MESSAGES.TOPIC_REQUIRED]]);
    expect(needsTopicDialog({ ...interconnect, communityTopic: topic })).toBe(false);
    expect(needsTopicDialog({ ...interconnect, afterOptionInterconnectNewInTell: false })).toBe(
      false,
    );
    // Other codes name the missing topic under its picker instead.
    expect(needsTopicDialog(form({ selection: 101 }))).toBe(false);
  });
});

describe('editing: the form filled with an activity (DESIGN.md §14 Reuse)', () => {
  /** A 102 as the server lists it, made by the form with the second default prompt. */
  const interpret: ActivityDto & { selection: 102 } = {
    _id: 'a1',
    classId: 'c1',
    className: 'Civics',
    selection: 102,
    enabled: true,
    order: 1,
    communityTopic: topic,
    inTellExisting: intell,
    linkIdeaIdea: { ideaCause: intell, ideaEffect: topic },
    instructions1: '',
    instructions101: '',
    instructions102: 'Interpret it',
    instructions201: '',
    newInTellSelfEvaluate: false,
    afterOptionInterpretNewInTell: false,
    afterOptionAddNewIntellAfter: false,
    afterOptionInterconnectNewInTell: false,
    interpretConfirmDeeperUnderstanding: true,
    interpretEvaluateValues: false,
    interpretPauseEmotionFlow: true,
    interpretIntentWords: DEFAULT_INTENT_PROMPTS[1],
    date: '2024-01-01T00:00:00.000Z',
    completed: false,
    completedAt: null,
    myIdea: null,
    myAnswer: null,
  };

  it('edits only the types the form makes', () => {
    expect([1, 101, 102, 201, 100].every(isFormChoice)).toBe(true);
    expect([0, 13, 7].some(isFormChoice)).toBe(false);
  });

  it('reads the prompt back as the option that makes it', () => {
    const state = formStateOf(interpret);
    expect(state).toMatchObject({
      selection: 102,
      communityTopic: topic,
      inTellExisting: intell,
      instructions102: 'Interpret it',
      interpretConfirmDeeperUnderstanding: true,
      interpretPauseEmotionFlow: true,
      intentPromptOption: 2,
      alternativeIntentWords: '',
    });
    // Blank is the first default (what the server stores when none was chosen).
    for (const words of ['', DEFAULT_INTENT_PROMPTS[0]]) {
      expect(formStateOf({ ...interpret, interpretIntentWords: words }).intentPromptOption).toBe(1);
    }
    expect(
      formStateOf({ ...interpret, interpretIntentWords: 'I found the tone to be...' }),
    ).toMatchObject({ intentPromptOption: 3, alternativeIntentWords: 'I found the tone to be...' });
  });

  it('sends what the form shows, as adding does, while nobody has completed it', () => {
    const state = { ...formStateOf(interpret), instructions102: ' New words ' };
    expect(editBody(interpret, state, false)).toEqual({
      ...activityBody(state),
      instructions102: 'New words',
    });
    expect(editBody(interpret, state, false)).toMatchObject({
      selection: 102,
      communityTopic: 'topic',
      inTellExisting: 'intell',
      intentPromptOption: 2,
    });
  });

  it('once completed, sends the activity as it is with the instructions the form shows', () => {
    // An option the form hides for this type (set through the API) is sent back as it is.
    const odd = { ...interpret, newInTellSelfEvaluate: true, interpretIntentWords: '' };
    const state = {
      ...formStateOf(odd),
      instructions102: ' New words ',
      interpretEvaluateValues: true,
      instructions1: 'hidden',
    };
    expect(editBody(odd, state, true)).toEqual({
      ...storedBody(odd),
      instructions102: 'New words',
    });
    expect(storedBody(odd)).toMatchObject({
      communityTopic: 'topic',
      inTellExisting: 'intell',
      newInTellSelfEvaluate: true,
      interpretEvaluateValues: false,
      interpretIntentWords: '',
    });
    // The follow-up's instructions of a 101 that shares new inTells are instructions too.
    const question = {
      ...interpret,
      selection: 101 as const,
      inTellExisting: null,
      afterOptionAddNewIntellAfter: true,
      instructions101: 'Agree?',
    };
    const asked = { ...formStateOf(question), instructions101: 'Agree? ', instructions102: 'Why?' };
    expect(editBody(question, asked, true)).toMatchObject({
      instructions101: 'Agree?',
      instructions102: 'Why?',
    });
  });
});
