import { describe, expect, it } from 'vitest';
import { makeIdeaSummary } from '../../../testing/content-fixtures';
import {
  inTellSummary,
  makeActivity,
  topicSummary,
} from '../../../testing/student-activity-fixtures';
import {
  addInTellBody,
  asksOf,
  choosePosition,
  completedInTell,
  continueBody,
  draftProblems,
  EMPTY_DRAFT,
  EMPTY_POSITION,
  guidingQuestionBody,
  instructionsOf,
  interconnectBody,
  interpretBody,
  isDraftBlank,
  isSkippedInterpretation,
  keyPointBody,
  keyPointProblems,
  newInTellPayload,
  positionProblem,
  studentTabs,
  type NewInTellDraft,
  withVisitCompletions,
} from './student-activity-model';

/** A new inTell as written: text mode, nothing uploaded, unless the test says otherwise. */
const draftOf = (values: Partial<NewInTellDraft>): NewInTellDraft => ({
  ...EMPTY_DRAFT,
  ...values,
});

const done = (id: string, order: number) => makeActivity({ _id: id, order, completed: true });
const pending = (id: string, order: number) => makeActivity({ _id: id, order });

describe('studentTabs (content §2, §4 activity lifecycle)', () => {
  it('shows the first pending activity, and the completed ones in order', () => {
    const list = [done('a', 1), pending('b', 2), done('c', 3), pending('d', 4)];
    const tabs = studentTabs(list, null);
    expect(tabs.todo.map((a) => a._id)).toEqual(['b', 'd']);
    expect(tabs.completed.map((a) => a._id)).toEqual(['a', 'c']);
    expect(tabs.current?._id).toBe('b');
  });

  it('counts a held activity as completed at once, and shows it on To Do until Continue', () => {
    // The server has recorded b: the badges follow it, To Do still shows its result.
    const list = [done('a', 1), done('b', 2), pending('c', 3)];
    const tabs = studentTabs(list, 'b');
    expect(tabs.todo.map((a) => a._id)).toEqual(['c']);
    expect(tabs.completed.map((a) => a._id)).toEqual(['a', 'b']);
    expect(tabs.current?._id).toBe('b');
    // Held while the call is on its way: still pending, and the current one.
    const sending = studentTabs([done('a', 1), pending('b', 2), pending('c', 3)], 'b');
    expect(sending.todo.map((a) => a._id)).toEqual(['b', 'c']);
    expect(sending.current?._id).toBe('b');
    // A held id that is no longer listed (deleted) holds nothing.
    expect(studentTabs(list, 'gone').current?._id).toBe('c');
  });

  it('has no current activity when all are done', () => {
    expect(studentTabs([done('a', 1)], null)).toEqual({
      todo: [],
      completed: [done('a', 1)],
      current: null,
    });
    expect(studentTabs([], null).current).toBeNull();
  });
});

describe('instructionsOf and completedInTell', () => {
  it('reads the instructions of the type, and instructions1 for 13 and 100', () => {
    const texts = {
      instructions1: ' one ',
      instructions101: 'question',
      instructions102: 'interpret',
      instructions201: 'connect',
    };
    expect(instructionsOf(makeActivity({ selection: 1, ...texts }))).toBe('one');
    expect(instructionsOf(makeActivity({ selection: 13, ...texts }))).toBe('one');
    expect(instructionsOf(makeActivity({ selection: 100, ...texts }))).toBe('one');
    expect(instructionsOf(makeActivity({ selection: 101, ...texts }))).toBe('question');
    expect(instructionsOf(makeActivity({ selection: 102, ...texts }))).toBe('interpret');
    expect(instructionsOf(makeActivity({ selection: 201, ...texts }))).toBe('connect');
  });

  it('shows what the student added, else the inTell the activity is about', () => {
    const mine = makeIdeaSummary({ _id: 'mine' });
    expect(completedInTell(makeActivity({ selection: 1, myIdea: mine }))?._id).toBe('mine');
    expect(
      completedInTell(
        makeActivity({ selection: 101, communityTopic: topicSummary, inTellExisting: null }),
      )?._id,
    ).toBe('topic');
    expect(
      completedInTell(
        makeActivity({
          selection: 201,
          communityTopic: topicSummary,
          inTellExisting: inTellSummary,
        }),
      )?._id,
    ).toBe('reading');
    expect(
      completedInTell(
        makeActivity({
          selection: 102,
          linkIdeaIdea: { ideaCause: inTellSummary, ideaEffect: topicSummary },
        }),
      )?._id,
    ).toBe('reading');
    expect(completedInTell(makeActivity({ selection: 1 }))).toBeNull();
  });

  it("names a 101 by its guiding question, not the student's optional new inTell", () => {
    const mine = makeIdeaSummary({ _id: 'mine' });
    expect(
      completedInTell(makeActivity({ selection: 101, communityTopic: topicSummary, myIdea: mine }))
        ?._id,
    ).toBe('topic');
  });
});

describe('the completion bodies (DESIGN.md §8)', () => {
  const draft = draftOf({
    myContent: '  Later starts help sleep ',
    myPoint: '',
    goodIntentLevel: 1,
  });
  const scale = { myEmotion: 0.5, authorIntent: 0.8, sound: 0.9, activityType: 1 };
  const rating = { level: 0.66, confidence: 1 } as const;

  it('100: the completion alone, with the student’s own id', () => {
    expect(continueBody(makeActivity(), 'me')).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
    });
  });

  it('1: the new inTell, its interpretation and rating only as the options ask', () => {
    const plain = makeActivity({ selection: 1 });
    expect(addInTellBody(plain, 'me', draft, scale, rating)).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
      addIdea: {
        myContent: 'Later starts help sleep',
        myPoint: '',
        agents: [],
        goodIntentLevel: 1,
      },
    });
    const full = makeActivity({
      selection: 1,
      communityTopic: topicSummary,
      afterOptionInterpretNewInTell: true,
      afterOptionInterconnectNewInTell: true,
    });
    expect(asksOf(full)).toMatchObject({
      newIdeaScale: 'optional',
      addLinkIdeaIdeaScale: 'optional',
    });
    expect(addInTellBody(full, 'me', draft, scale, rating)).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
      addIdea: {
        myContent: 'Later starts help sleep',
        myPoint: '',
        agents: [],
        goodIntentLevel: 1,
        addIdeaScale: scale,
      },
      addLinkIdeaIdeaScale: { level: 0.66, confidence: 1 },
    });
    // The interconnect option without a guiding question asks nothing.
    const noTopic = makeActivity({ selection: 1, afterOptionInterconnectNewInTell: true });
    expect(addInTellBody(noTopic, 'me', draft, null, rating)).not.toHaveProperty(
      'addLinkIdeaIdeaScale',
    );
  });

  it('1: holds the text to self-evaluation (title above 60 characters, intent)', () => {
    const long = 'x'.repeat(61);
    expect(
      draftProblems(draftOf({ myContent: 'ab', myPoint: '', goodIntentLevel: 0 }), false),
    ).toEqual([{ field: 'myContent', msg: 'Invalid content. Please be more descriptive.' }]);
    expect(
      draftProblems(draftOf({ myContent: long, myPoint: '', goodIntentLevel: 0 }), false),
    ).toEqual([]);
    expect(
      draftProblems(draftOf({ myContent: long, myPoint: '', goodIntentLevel: 0 }), true).map(
        (p) => p.field,
      ),
    ).toEqual(['myPoint', 'goodIntentLevel']);
    expect(
      draftProblems(draftOf({ myContent: long, myPoint: 'Title', goodIntentLevel: 1 }), true),
    ).toEqual([]);
  });

  it('1: a PDF needs its title and the uploaded file, not the text (shared rules)', () => {
    const pdf = draftOf({ mode: 'pdf', myContent: 'ab', pdf: '' });
    // The text of text mode is not asked; the title and the PDF are, even without self-evaluation.
    expect(draftProblems(pdf, false)).toEqual([
      { field: 'myPoint', msg: 'Invalid "title". Please be more descriptive.' },
      { field: 'image', msg: 'Please upload a valid pdf file.' },
    ]);
    const uploaded = { ...pdf, myPoint: 'My essay', pdf: '/media/abc.pdf' };
    expect(draftProblems(uploaded, false)).toEqual([]);
    expect(draftProblems(uploaded, true).map((p) => p.field)).toEqual(['goodIntentLevel']);
    // An image in text mode does not stand for the text.
    expect(draftProblems(draftOf({ image: '/media/a.png' }), false).map((p) => p.field)).toEqual([
      'myContent',
    ]);
  });

  it('1: sends the PDF or the image in the fields of POST /api/ideas', () => {
    const both = {
      myContent: ' Bedtimes by age ',
      myPoint: ' Sleep chart ',
      pdf: '/media/essay.pdf',
      image: '/media/chart.png',
      goodIntentLevel: 1,
    };
    // A PDF: the file in `image` with `isPdf`, and no text (as the create screen sends it).
    expect(newInTellPayload(draftOf({ ...both, mode: 'pdf' }))).toEqual({
      myContent: '',
      myPoint: 'Sleep chart',
      agents: [],
      goodIntentLevel: 1,
      image: '/media/essay.pdf',
      isPdf: true,
    });
    // Text: the image beside it, never the PDF of the other mode.
    expect(newInTellPayload(draftOf({ ...both, mode: 'text' }))).toEqual({
      myContent: 'Bedtimes by age',
      myPoint: 'Sleep chart',
      agents: [],
      goodIntentLevel: 1,
      image: '/media/chart.png',
    });
    const activity = makeActivity({ selection: 1 });
    expect(addInTellBody(activity, 'me', draftOf({ ...both, mode: 'pdf' }), null, null)).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
      addIdea: newInTellPayload(draftOf({ ...both, mode: 'pdf' })),
    });
  });

  it('101: an uploaded PDF or image is not a blank new inTell', () => {
    expect(isDraftBlank(EMPTY_DRAFT)).toBe(true);
    expect(isDraftBlank(draftOf({ mode: 'pdf' }))).toBe(true);
    expect(isDraftBlank(draftOf({ mode: 'pdf', pdf: '/media/essay.pdf' }))).toBe(false);
    expect(isDraftBlank(draftOf({ image: '/media/chart.png' }))).toBe(false);
    // Text left behind in text mode does not count once the student chose a PDF.
    expect(isDraftBlank(draftOf({ mode: 'pdf', myContent: 'Left over' }))).toBe(true);
    expect(isDraftBlank(draftOf({ mode: 'pdf', myPoint: 'My essay' }))).toBe(false);
  });

  it('13: the key point as addIdea.myPoint, more than 2 and at most 60 characters', () => {
    expect(keyPointBody(makeActivity({ selection: 13 }), 'me', ' Teens need sleep ')).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
      addIdea: { myPoint: 'Teens need sleep' },
    });
    expect(keyPointProblems('ab')).toHaveLength(1);
    expect(keyPointProblems('k'.repeat(61))).toHaveLength(1);
    expect(keyPointProblems('k'.repeat(60))).toEqual([]);
  });

  it('101: the position, a confidence for ±1 only, the note or a new inTell', () => {
    const question = makeActivity({ selection: 101, communityTopic: topicSummary });
    expect(positionProblem(EMPTY_POSITION)).toBe('position');
    const agree = choosePosition(EMPTY_POSITION, 1);
    expect(positionProblem(agree)).toBe('confidence');
    const sure = { ...agree, confidence: 0.8, note: ' We learn better ' };
    expect(positionProblem(sure)).toBeNull();
    expect(guidingQuestionBody(question, 'me', sure, null)).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
      addIdeaScale: { position: 1, confidence: 0.8, note: 'We learn better' },
    });
    // Unsure: no confidence asked, none sent, even one chosen before.
    const unsure = choosePosition(sure, 0);
    expect(positionProblem(unsure)).toBeNull();
    expect(guidingQuestionBody(question, 'me', { ...unsure, note: ' ' }, null)).toMatchObject({
      addIdeaScale: { position: 0, confidence: null, note: null },
    });
    // A new inTell only when the activity adds one, and only when written.
    const written = draftOf({ myContent: 'Phones keep us up', myPoint: '', goodIntentLevel: 0 });
    expect(guidingQuestionBody(question, 'me', sure, written)).not.toHaveProperty('addIdea');
    const adds = makeActivity({
      selection: 101,
      communityTopic: topicSummary,
      afterOptionAddNewIntellAfter: true,
    });
    expect(guidingQuestionBody(adds, 'me', sure, written)).toMatchObject({
      addIdea: { myContent: 'Phones keep us up', agents: [], goodIntentLevel: 0 },
    });
    expect(
      guidingQuestionBody(
        adds,
        'me',
        sure,
        draftOf({ myContent: ' ', myPoint: '', goodIntentLevel: 0 }),
      ),
    ).not.toHaveProperty('addIdea');
  });

  it('102: the interpretation, and the rating beside it only with a guiding question', () => {
    const body = { myEmotion: -0.3, sound: 0.7, activityType: 102 };
    const plain = makeActivity({ selection: 102, inTellExisting: inTellSummary });
    expect(interpretBody(plain, 'me', body, rating)).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
      addIdeaScale: body,
    });
    const withTopic = makeActivity({
      selection: 102,
      inTellExisting: inTellSummary,
      communityTopic: topicSummary,
    });
    expect(interpretBody(withTopic, 'me', body, rating)).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
      addIdeaScale: body,
      addLinkIdeaIdeaScale: { level: 0.66, confidence: 1 },
    });
    expect(interpretBody(withTopic, 'me', body, null)).not.toHaveProperty('addLinkIdeaIdeaScale');
  });

  it('201: the rating, without an id (the server knows the pair)', () => {
    const activity = makeActivity({
      selection: 201,
      communityTopic: topicSummary,
      inTellExisting: inTellSummary,
    });
    expect(interconnectBody(activity, 'me', { level: -1, confidence: 0.5 })).toEqual({
      activityID: 'act1',
      studentIDCompleted: 'me',
      addLinkIdeaIdeaScale: { level: -1, confidence: 0.5 },
    });
  });
});

describe('withVisitCompletions', () => {
  it('keeps the completions answered this visit (a preview the server keeps none of)', () => {
    const list = [makeActivity({ _id: 'a1' }), makeActivity({ _id: 'a2', order: 2 })];
    const answered = makeActivity({
      _id: 'a1',
      completed: true,
      completedAt: '2024-05-02T10:00:00.000Z',
      myAnswer: { position: 1, confidence: 0.5, note: '' },
    });
    const merged = withVisitCompletions(list, new Map([['a1', answered]]));
    expect(merged[0]).toMatchObject({
      completed: true,
      completedAt: '2024-05-02T10:00:00.000Z',
      myAnswer: { position: 1, confidence: 0.5, note: '' },
    });
    expect(merged[1]).toBe(list[1]);
    // The server's own record wins when it has one.
    const stored = makeActivity({ _id: 'a1', completed: true, completedAt: 'earlier' });
    expect(withVisitCompletions([stored], new Map([['a1', answered]]))[0]).toBe(stored);
  });
});

describe('isSkippedInterpretation', () => {
  it("is a skip when no scale is answered ('Confirm skip' sends null values)", () => {
    expect(isSkippedInterpretation({ myEmotion: null, authorIntent: null, sound: null })).toBe(
      true,
    );
    expect(isSkippedInterpretation({ myEmotion: -2, authorIntent: -2, sound: -2 })).toBe(true);
    expect(isSkippedInterpretation({ myEmotion: 0.3 })).toBe(false);
    expect(isSkippedInterpretation({ myEmotion: -2, sound: 0 })).toBe(false);
  });
});
