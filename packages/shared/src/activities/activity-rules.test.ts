import { describe, expect, it } from 'vitest';
import { DEFAULT_INTENT_PROMPTS } from '../constants';
import { ACTIVITY_MESSAGES } from './activity-messages';
import {
  activityAsks,
  activityInTells,
  resolvedIntentWords,
  splitActivities,
  validateActivity,
  type ActivityOptions,
  type ActivityValues,
} from './activity-rules';
import { CreateActivityBody, UpdateActivityBody } from './activity-schemas';

const values = (overrides: Partial<ActivityValues> = {}): ActivityValues => ({
  selection: 102,
  communityTopic: null,
  inTellExisting: 'intell',
  linkIdeaIdea: null,
  instructions1: '',
  instructions101: '',
  instructions102: '',
  instructions201: '',
  afterOptionInterconnectNewInTell: false,
  interpretIntentWords: '',
  intentPromptOption: null,
  ...overrides,
});

const messages = (v: ActivityValues) => validateActivity(v).map((e) => e.msg);

describe('validateActivity (content §5)', () => {
  it('accepts instructions of 140 characters and refuses 141, naming each field', () => {
    expect(messages(values({ instructions102: 'x'.repeat(140) }))).toEqual([]);
    expect(
      messages(values({ instructions1: 'x'.repeat(141), instructions201: 'y'.repeat(200) })),
    ).toEqual([
      'instructions1: Instructions (140 characters or less)',
      'instructions201: Instructions (140 characters or less)',
    ]);
    // Trimmed first, as every text is stored.
    expect(messages(values({ instructions101: ` ${'x'.repeat(140)} ` }))).toEqual([]);
  });

  it('requires the alternative intent prompt with the third option only', () => {
    expect(messages(values({ intentPromptOption: 3, interpretIntentWords: '  ab ' }))).toEqual([
      ACTIVITY_MESSAGES.INTENT_WORDS_REQUIRED,
    ]);
    expect(messages(values({ intentPromptOption: 3, interpretIntentWords: 'abc' }))).toEqual([]);
    expect(messages(values({ intentPromptOption: 1 }))).toEqual([]);
    expect(messages(values({ intentPromptOption: null }))).toEqual([]);
    expect(
      messages(values({ intentPromptOption: 3, interpretIntentWords: 'x'.repeat(141) })),
    ).toEqual([ACTIVITY_MESSAGES.INTENT_WORDS_TOO_LONG]);
    // A default prompt replaces whatever words came with it.
    expect(
      messages(values({ intentPromptOption: 2, interpretIntentWords: 'x'.repeat(141) })),
    ).toEqual([]);
  });

  it('needs a community topic for 101, 201 and a new inTell with interconnect', () => {
    const topic = ACTIVITY_MESSAGES.TOPIC_REQUIRED;
    expect(messages(values({ selection: 101, inTellExisting: null }))).toEqual([topic]);
    expect(messages(values({ selection: 201 }))).toEqual([topic]);
    expect(messages(values({ selection: 1, inTellExisting: null }))).toEqual([]);
    expect(
      messages(
        values({ selection: 1, inTellExisting: null, afterOptionInterconnectNewInTell: true }),
      ),
    ).toEqual([topic]);
    expect(
      messages(
        values({
          selection: 1,
          inTellExisting: null,
          afterOptionInterconnectNewInTell: true,
          communityTopic: 'topic',
        }),
      ),
    ).toEqual([]);
  });

  it('needs an inTell for 13, 100, 102 and 201 (an info message needs one)', () => {
    const intell = ACTIVITY_MESSAGES.INTELL_REQUIRED;
    for (const selection of [13, 100, 102]) {
      expect(messages(values({ selection, inTellExisting: null })), String(selection)).toEqual([
        intell,
      ]);
    }
    expect(messages(values({ selection: 201, inTellExisting: null }))).toEqual([
      ACTIVITY_MESSAGES.TOPIC_REQUIRED,
      intell,
    ]);
    expect(messages(values({ selection: 201, inTellExisting: 'a', communityTopic: 'b' }))).toEqual(
      [],
    );
  });

  it('refuses the same inTell as topic and inTell', () => {
    expect(messages(values({ selection: 201, inTellExisting: 'a', communityTopic: 'a' }))).toEqual([
      ACTIVITY_MESSAGES.TOPIC_SAME_AS_INTELL,
    ]);
    expect(
      messages(
        values({
          selection: 201,
          inTellExisting: null,
          linkIdeaIdea: { ideaCause: 'a', ideaEffect: 'a' },
        }),
      ),
    ).toEqual([ACTIVITY_MESSAGES.TOPIC_SAME_AS_INTELL]);
  });

  it('takes topic and inTell from linkIdeaIdea, which must agree with them', () => {
    const pair = { ideaCause: 'intell', ideaEffect: 'topic' };
    expect(
      activityInTells({ communityTopic: null, inTellExisting: null, linkIdeaIdea: pair }),
    ).toEqual({ communityTopic: 'topic', inTellExisting: 'intell' });
    expect(messages(values({ selection: 201, inTellExisting: null, linkIdeaIdea: pair }))).toEqual(
      [],
    );
    expect(
      messages(values({ selection: 201, communityTopic: 'other', linkIdeaIdea: pair })),
    ).toEqual([ACTIVITY_MESSAGES.LINK_NOT_TOPIC_PAIR]);
  });

  it('lists every problem at once', () => {
    expect(
      messages(
        values({
          selection: 201,
          inTellExisting: null,
          instructions201: 'x'.repeat(141),
          intentPromptOption: 3,
        }),
      ),
    ).toEqual([
      'instructions201: Instructions (140 characters or less)',
      ACTIVITY_MESSAGES.INTENT_WORDS_REQUIRED,
      ACTIVITY_MESSAGES.TOPIC_REQUIRED,
      ACTIVITY_MESSAGES.INTELL_REQUIRED,
    ]);
  });
});

describe('resolvedIntentWords', () => {
  it('stores the chosen default prompt, or the words trimmed', () => {
    expect(resolvedIntentWords({ intentPromptOption: 1, interpretIntentWords: 'x' })).toBe(
      DEFAULT_INTENT_PROMPTS[0],
    );
    expect(resolvedIntentWords({ intentPromptOption: 2, interpretIntentWords: '' })).toBe(
      DEFAULT_INTENT_PROMPTS[1],
    );
    expect(resolvedIntentWords({ intentPromptOption: 3, interpretIntentWords: ' Mine ' })).toBe(
      'Mine',
    );
    expect(resolvedIntentWords({ intentPromptOption: null, interpretIntentWords: '' })).toBe('');
  });
});

describe('activityAsks', () => {
  const options = (overrides: Partial<ActivityOptions>): ActivityOptions => ({
    selection: 1,
    hasCommunityTopic: false,
    afterOptionInterpretNewInTell: false,
    afterOptionAddNewIntellAfter: false,
    afterOptionInterconnectNewInTell: false,
    ...overrides,
  });

  it('asks a new inTell of 1, with its options', () => {
    expect(activityAsks(options({}))).toMatchObject({
      addIdea: 'required',
      newIdeaScale: 'no',
      addIdeaScale: 'no',
      addLinkIdeaIdeaScale: 'no',
      followUp: false,
    });
    expect(
      activityAsks(
        options({
          hasCommunityTopic: true,
          afterOptionInterpretNewInTell: true,
          afterOptionInterconnectNewInTell: true,
          afterOptionAddNewIntellAfter: true,
        }),
      ),
    ).toMatchObject({
      addIdea: 'required',
      newIdeaScale: 'optional',
      addLinkIdeaIdeaScale: 'optional',
      linkCause: 'addIdea',
      followUp: true,
    });
  });

  it('asks a key point of 13, nothing of 100', () => {
    expect(activityAsks(options({ selection: 13 }))).toMatchObject({
      addIdea: 'required',
      addIdeaKind: 'keyPoint',
    });
    expect(activityAsks(options({ selection: 100 }))).toMatchObject({
      addIdea: 'no',
      addIdeaScale: 'no',
      addLinkIdeaIdeaScale: 'no',
    });
  });

  it('asks 101 the answer on the topic, and a new inTell when it adds one', () => {
    expect(activityAsks(options({ selection: 101, hasCommunityTopic: true }))).toMatchObject({
      addIdea: 'no',
      addIdeaScale: 'required',
      scaleOf: 'communityTopic',
      addLinkIdeaIdeaScale: 'no',
    });
    expect(
      activityAsks(
        options({ selection: 101, hasCommunityTopic: true, afterOptionAddNewIntellAfter: true }),
      ),
    ).toMatchObject({ addIdea: 'optional', followUp: true, newIdeaScale: 'no' });
  });

  it('asks 102 its interpretation, with the interconnect when it has a topic; 201 the rating', () => {
    expect(activityAsks(options({ selection: 102 }))).toMatchObject({
      addIdeaScale: 'required',
      scaleOf: 'inTellExisting',
      addLinkIdeaIdeaScale: 'no',
    });
    expect(activityAsks(options({ selection: 102, hasCommunityTopic: true }))).toMatchObject({
      addLinkIdeaIdeaScale: 'optional',
      linkCause: 'inTellExisting',
    });
    expect(activityAsks(options({ selection: 201, hasCommunityTopic: true }))).toMatchObject({
      addIdea: 'no',
      addIdeaScale: 'no',
      addLinkIdeaIdeaScale: 'required',
      linkCause: 'inTellExisting',
    });
  });
});

describe('splitActivities', () => {
  it('keeps the order within each tab', () => {
    const list = [
      { id: 1, completed: true },
      { id: 2, completed: false },
      { id: 3, completed: true },
      { id: 4, completed: false },
    ];
    const { todo, completed } = splitActivities(list);
    expect(todo.map((a) => a.id)).toEqual([2, 4]);
    expect(completed.map((a) => a.id)).toEqual([1, 3]);
  });
});

describe('the activity schemas', () => {
  it('take inTells by id or { _id } and fill the defaults', () => {
    const body = CreateActivityBody.parse({
      selection: 201,
      communityTopic: { _id: 'topic', myPoint: 'ignored' },
      inTellExisting: 'intell',
      instructions201: '  Read it  ',
    });
    expect(body).toMatchObject({
      selection: 201,
      communityTopic: 'topic',
      inTellExisting: 'intell',
      linkIdeaIdea: null,
      instructions1: '',
      instructions201: 'Read it',
      afterOptionInterpretNewInTell: false,
      interpretIntentWords: '',
      intentPromptOption: null,
    });
  });

  it('refuses unknown codes, bad ids and bad positions with the field named', () => {
    const bad = CreateActivityBody.safeParse({ selection: 7, communityTopic: 'no spaces' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'selection must be one of 1, 13, 100, 101, 102, 201',
      'communityTopic must be an inTell id',
    ]);
    const update = UpdateActivityBody.safeParse({
      order: 0,
      addIdeaScale: { position: 0.5 },
    });
    expect(update.error!.issues.map((i) => i.message)).toEqual([
      'order must be a whole number from 1',
      'position must be -1 (I disagree), 1 (I agree) or 0 (I am unsure)',
    ]);
  });
});
