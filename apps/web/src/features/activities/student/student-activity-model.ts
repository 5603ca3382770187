import {
  ACTIVITY_TYPE,
  activityAsks,
  answersAnyScale,
  scaleValuesOf,
  GOOD_INTENT_LEVEL,
  GUIDING_QUESTION_POSITION,
  validateKeyPoint,
  validateSimpleIdea,
  type ActivityAsks,
  type AggregatedResponse,
  type ActivityDto,
  type ActivityIdeaPayload,
  type ActivityScalePayload,
  type AddIdeaScalePayload,
  type ConfidenceChoice,
  type FieldError,
  type IdeaSummary,
  type SimpleIdeaField,
  type SimpleIdeaMode,
  type SupportLevel,
  type UpdateActivityPayload,
} from '@thoughtful/shared';
import { ACTIVITY_LABELS } from './student-text';

/**
 * The student's activities as pure functions (content §2 'Activity screens (students)', §4
 * 'Guiding question (101)', 'Interpretation flow (102)', 'Activity lifecycle'; DESIGN.md §8): which
 * activity the To Do tab shows, what each runner asks, and the one completion call it sends. The
 * runners only draw these.
 */

// ---------------------------------------------------------------------------------------------
// The two tabs
// ---------------------------------------------------------------------------------------------

export interface StudentTabs {
  /** Pending activities in order: the server has no completion of the student's for them. */
  todo: ActivityDto[];
  /** Completed activities in order, the held one included as soon as the server says so. */
  completed: ActivityDto[];
  /** What To Do shows: the held activity, else the first pending one; null when all are done. */
  current: ActivityDto | null;
}

/**
 * Splits the list as the tabs count it: by the server's answer alone, so that the badges move the
 * moment a completion is recorded. `heldId` is an activity whose result (the guiding
 * question's plot, the saved interpretation) To Do still shows until Continue, though it is
 * already counted, and listed, as completed.
 */
export function studentTabs(
  activities: readonly ActivityDto[],
  heldId: string | null,
): StudentTabs {
  const todo = activities.filter((activity) => !activity.completed);
  const completed = activities.filter((activity) => activity.completed);
  const held = heldId === null ? undefined : activities.find((activity) => activity._id === heldId);
  return { todo, completed, current: held ?? todo[0] ?? null };
}

/**
 * The list with the completions this visit made laid over it. A teacher's 'View as Student'
 * completions are previews the server keeps none of (DESIGN.md §10: they never count in class
 * data); it answers each as done, with the answer given, and the screen remembers that here so
 * the preview moves on. A student's own are on the server's list anyway.
 */
export function withVisitCompletions(
  activities: readonly ActivityDto[],
  done: ReadonlyMap<string, ActivityDto>,
): ActivityDto[] {
  if (done.size === 0) return [...activities];
  return activities.map((activity) => {
    const answered = done.get(activity._id);
    if (answered === undefined || activity.completed) return activity;
    return {
      ...activity,
      completed: true,
      completedAt: answered.completedAt,
      myAnswer: answered.myAnswer,
      myIdea: answered.myIdea,
    };
  });
}

/** What the activity is, as the Completed list names it ('#order: label'). */
export function activityLabel(activity: ActivityDto): string {
  return ACTIVITY_LABELS[activity.selection] ?? '';
}

/** What a completion may or must bring for this activity (shared `activityAsks`). */
export function asksOf(activity: ActivityDto): ActivityAsks {
  return activityAsks({
    selection: activity.selection,
    hasCommunityTopic: activity.communityTopic !== null,
    afterOptionInterpretNewInTell: activity.afterOptionInterpretNewInTell,
    afterOptionAddNewIntellAfter: activity.afterOptionAddNewIntellAfter,
    afterOptionInterconnectNewInTell: activity.afterOptionInterconnectNewInTell,
  });
}

/**
 * The teacher's instructions for this activity: its type's field (`instructions101` for 101 …);
 * a key point (13) and an info message (100) have no field of their own and use
 * `instructions1`, as the add form fills it. Blank is ''.
 */
export function instructionsOf(activity: ActivityDto): string {
  switch (activity.selection) {
    case ACTIVITY_TYPE.GUIDING_QUESTION:
      return activity.instructions101.trim();
    case ACTIVITY_TYPE.INTERPRET:
      return activity.instructions102.trim();
    case ACTIVITY_TYPE.INTERCONNECT:
      return activity.instructions201.trim();
    default:
      return activity.instructions1.trim();
  }
}

/**
 * The inTell a completed activity shows in the Completed list: a 101's guiding question (its
 * optional new inTell is the student's extra, not what the activity was); else what
 * the student added (1, 13), else the inTell it was about.
 */
export function completedInTell(activity: ActivityDto): IdeaSummary | null {
  if (activity.selection === ACTIVITY_TYPE.GUIDING_QUESTION) {
    return activity.communityTopic ?? activity.myIdea;
  }
  if (activity.myIdea !== null) return activity.myIdea;
  return (
    activity.inTellExisting ??
    activity.linkIdeaIdea?.ideaCause ??
    activity.communityTopic ??
    activity.linkIdeaIdea?.ideaEffect ??
    null
  );
}

/**
 * Whether an interpretation was a skip: it answers no scale ('Confirm skip' sends null values;
 * shared `answersAnyScale`, the rule that also withholds a skip's points).
 */
export function isSkippedInterpretation(interpretation: AggregatedResponse): boolean {
  return !answersAnyScale(scaleValuesOf(interpretation));
}

/** The guiding question an activity asks about or interconnects to, if any. */
export function topicOf(activity: ActivityDto): IdeaSummary | null {
  return activity.communityTopic ?? activity.linkIdeaIdea?.ideaEffect ?? null;
}

/** The inTell an activity is about (100, 13's quote, 102, 201), if any. */
export function inTellOf(activity: ActivityDto): IdeaSummary | null {
  return activity.inTellExisting ?? activity.linkIdeaIdea?.ideaCause ?? null;
}

// ---------------------------------------------------------------------------------------------
// What the student writes
// ---------------------------------------------------------------------------------------------

/**
 * A new inTell as the student writes it in an activity (content §4 'Simple create flow'): text,
 * with an optional image, or a PDF, as on the create screen. Both files are kept while the
 * student switches between the two; only the mode's own is sent.
 */
export interface NewInTellDraft {
  mode: SimpleIdeaMode;
  /** The direct text (text mode). */
  myContent: string;
  /** The title, stored as the headline. */
  myPoint: string;
  /** The uploaded PDF's address (PDF mode). */
  pdf: string;
  /** The optional image's address (text mode). */
  image: string;
  goodIntentLevel: number;
}

export const EMPTY_DRAFT: NewInTellDraft = Object.freeze({
  mode: 'text',
  myContent: '',
  myPoint: '',
  pdf: '',
  image: '',
  goodIntentLevel: GOOD_INTENT_LEVEL.NONE,
});

/** Whether a stored value is a draft of this shape (one kept from an older version is not). */
export function isNewInTellDraft(value: unknown): value is NewInTellDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.mode === 'text' || draft.mode === 'pdf') &&
    typeof draft.myContent === 'string' &&
    typeof draft.myPoint === 'string' &&
    typeof draft.pdf === 'string' &&
    typeof draft.image === 'string' &&
    typeof draft.goodIntentLevel === 'number'
  );
}

/**
 * Where a student's new inTell in an activity is kept while she writes it: hers, and this
 * activity's (another student on the same device, or another activity, starts empty).
 */
export function newInTellDraftKey(userId: string, activityId: string): string {
  return `activity:${userId}:${activityId}`;
}

/** The file the draft sends in `image`: the PDF in PDF mode, else the optional image. */
function draftMedia(draft: NewInTellDraft): string {
  return draft.mode === 'pdf' ? draft.pdf : draft.image;
}

/**
 * Content §5 'Simple inTell' for an inTell written in an activity (shared `validateSimpleIdea`):
 * in text mode the text, in PDF mode the uploaded PDF; the title when required (always for a PDF,
 * for text above 60 characters with self-evaluation) and never over 60; confirmed intent with
 * self-evaluation.
 */
export function draftProblems(
  draft: NewInTellDraft,
  selfEvaluation: boolean,
): FieldError<SimpleIdeaField>[] {
  return validateSimpleIdea(
    {
      mode: draft.mode,
      myContent: draft.myContent,
      myPoint: draft.myPoint,
      image: draftMedia(draft),
      goodIntentLevel: draft.goodIntentLevel,
    },
    { selfEvaluation },
  );
}

/**
 * Whether the problem a Share found is still there: the draft fails the same check at the same
 * field. One that is solved, or whose field left the form (the title hidden again under 60
 * characters, the text in PDF mode), is over: only the next Share shows a problem again.
 */
export function isProblemOpen(
  problem: FieldError<SimpleIdeaField>,
  draft: NewInTellDraft,
  selfEvaluation: boolean,
): boolean {
  return draftProblems(draft, selfEvaluation).some(
    (p) => p.field === problem.field && p.msg === problem.msg,
  );
}

/**
 * Whether the student wrote or uploaded nothing (101's new inTell is optional): no title, and in
 * PDF mode no PDF, in text mode neither text nor image.
 */
export function isDraftBlank(draft: NewInTellDraft): boolean {
  if (draft.myPoint.trim() !== '') return false;
  if (draft.mode === 'pdf') return draft.pdf === '';
  return draft.myContent.trim() === '' && draft.image === '';
}

/**
 * A draft as `addIdea`, in the fields of `POST /api/ideas` (the simple variant: no waveMakers
 * named, the student is the author). A PDF goes in `image` with `isPdf` and without the text, as
 * the create screen sends it; text mode sends its image only when one was uploaded.
 */
export function newInTellPayload(
  draft: NewInTellDraft,
  addIdeaScale: ActivityScalePayload | null = null,
): ActivityIdeaPayload {
  const isPdf = draft.mode === 'pdf';
  const media = draftMedia(draft);
  return {
    myContent: isPdf ? '' : draft.myContent.trim(),
    myPoint: draft.myPoint.trim(),
    agents: [],
    goodIntentLevel: draft.goodIntentLevel,
    ...(media === '' ? {} : { image: media }),
    ...(isPdf ? { isPdf: true } : {}),
    ...(addIdeaScale === null ? {} : { addIdeaScale }),
  };
}

// ---------------------------------------------------------------------------------------------
// The guiding question (101)
// ---------------------------------------------------------------------------------------------

export type Position = (typeof GUIDING_QUESTION_POSITION)[keyof typeof GUIDING_QUESTION_POSITION];

export interface PositionAnswer {
  position: Position | null;
  /** 0 … 1, asked only for I agree and I disagree. */
  confidence: number | null;
  note: string;
}

export const EMPTY_POSITION: PositionAnswer = Object.freeze({
  position: null,
  confidence: null,
  note: '',
});

/** For 1 and -1 a confidence must be chosen; for 0 (unsure) none is asked (content §4). */
export function asksConfidence(position: Position | null): boolean {
  return (
    position === GUIDING_QUESTION_POSITION.AGREE || position === GUIDING_QUESTION_POSITION.DISAGREE
  );
}

/** What is still missing before Submit: the position, then its confidence; null when ready. */
export function positionProblem(answer: PositionAnswer): 'position' | 'confidence' | null {
  if (answer.position === null) return 'position';
  if (asksConfidence(answer.position) && answer.confidence === null) return 'confidence';
  return null;
}

/** Choosing a position: unsure drops the confidence (it is never sent for 0). */
export function choosePosition(answer: PositionAnswer, position: Position): PositionAnswer {
  return {
    ...answer,
    position,
    confidence: asksConfidence(position) ? answer.confidence : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The completion call
// ---------------------------------------------------------------------------------------------

/** How an inTell supports (1) or damages (-1) the guiding question, and how sure the student is. */
export interface InterconnectAnswer {
  level: SupportLevel;
  confidence: ConfidenceChoice;
}

function base(activity: ActivityDto, userId: string): UpdateActivityPayload {
  return { activityID: activity._id, studentIDCompleted: userId };
}

/** 100, and a 101 or 102 answered before: the completion alone. */
export function continueBody(activity: ActivityDto, userId: string): UpdateActivityPayload {
  return base(activity, userId);
}

/**
 * 1: the new inTell; its interpretation nested in it when the activity asks (`addIdeaScale`), and
 * how it bears on the guiding question beside it (`addLinkIdeaIdeaScale`, no id: the server
 * knows the pair).
 */
export function addInTellBody(
  activity: ActivityDto,
  userId: string,
  draft: NewInTellDraft,
  interpretation: AddIdeaScalePayload | null,
  interconnect: InterconnectAnswer | null,
): UpdateActivityPayload {
  const asks = asksOf(activity);
  const scale = asks.newIdeaScale !== 'no' ? interpretation : null;
  const rating = asks.addLinkIdeaIdeaScale !== 'no' ? interconnect : null;
  return {
    ...base(activity, userId),
    addIdea: newInTellPayload(draft, scale),
    ...(rating === null ? {} : { addLinkIdeaIdeaScale: { ...rating } }),
  };
}

/** 13: the key point of the quote, as `addIdea.myPoint`. */
export function keyPointBody(
  activity: ActivityDto,
  userId: string,
  keyPoint: string,
): UpdateActivityPayload {
  return { ...base(activity, userId), addIdea: { myPoint: keyPoint.trim() } };
}

/** The key point's problems (content §5's headline: more than 2 characters, at most 60). */
export function keyPointProblems(keyPoint: string) {
  return validateKeyPoint(keyPoint);
}

/**
 * 101: the position (-1, 1, 0), its confidence for ±1 only, and the note (blank: none); or,
 * when the activity adds one, a new inTell instead of the note, if the student wrote one.
 */
export function guidingQuestionBody(
  activity: ActivityDto,
  userId: string,
  answer: PositionAnswer,
  draft: NewInTellDraft | null,
): UpdateActivityPayload {
  const asks = asksOf(activity);
  const note = answer.note.trim();
  const withInTell = asks.addIdea !== 'no' && draft !== null && !isDraftBlank(draft);
  return {
    ...base(activity, userId),
    addIdeaScale: {
      position: answer.position,
      confidence: asksConfidence(answer.position) ? answer.confidence : null,
      note: note === '' ? null : note,
    },
    ...(withInTell ? { addIdea: newInTellPayload(draft) } : {}),
  };
}

/**
 * 102: the interpretation of the activity's inTell (the flow's body: the server knows which
 * inTell), and the interconnect answer beside it when the activity has a guiding question.
 */
export function interpretBody(
  activity: ActivityDto,
  userId: string,
  interpretation: AddIdeaScalePayload,
  interconnect: InterconnectAnswer | null,
): UpdateActivityPayload {
  const asks = asksOf(activity);
  const rating = asks.addLinkIdeaIdeaScale !== 'no' ? interconnect : null;
  return {
    ...base(activity, userId),
    addIdeaScale: interpretation,
    ...(rating === null ? {} : { addLinkIdeaIdeaScale: { ...rating } }),
  };
}

/** 201: how the activity's inTell supports or damages the guiding question. */
export function interconnectBody(
  activity: ActivityDto,
  userId: string,
  interconnect: InterconnectAnswer,
): UpdateActivityPayload {
  return { ...base(activity, userId), addLinkIdeaIdeaScale: { ...interconnect } };
}

// ---------------------------------------------------------------------------------------------
// Classes
// ---------------------------------------------------------------------------------------------

export interface ClassActivities {
  classId: string;
  className: string;
  activities: ActivityDto[];
}

/**
 * The reader's live activities by class (DESIGN.md §10), the classes in the order their first
 * activity comes, each class's activities in the server's order.
 */
export function activitiesByClass(activities: readonly ActivityDto[]): ClassActivities[] {
  const groups = new Map<string, ClassActivities>();
  for (const activity of activities) {
    const group = groups.get(activity.classId);
    if (group) group.activities.push(activity);
    else {
      groups.set(activity.classId, {
        classId: activity.classId,
        className: activity.className,
        activities: [activity],
      });
    }
  }
  return [...groups.values()];
}
