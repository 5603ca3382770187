import type { ActivityDto } from '@thoughtful/shared';
import { makeIdeaSummary } from './content-fixtures';

/** An activity as a student's `GET /api/activity` lists it, for the runners' tests. */
export function makeActivity(overrides: Partial<ActivityDto> = {}): ActivityDto {
  return {
    _id: 'act1',
    classId: 'class1',
    className: 'My class',
    selection: 100,
    enabled: true,
    order: 1,
    communityTopic: null,
    inTellExisting: null,
    linkIdeaIdea: null,
    instructions1: '',
    instructions101: '',
    instructions102: '',
    instructions201: '',
    newInTellSelfEvaluate: false,
    afterOptionInterpretNewInTell: false,
    afterOptionAddNewIntellAfter: false,
    afterOptionInterconnectNewInTell: false,
    interpretConfirmDeeperUnderstanding: false,
    interpretEvaluateValues: false,
    interpretPauseEmotionFlow: false,
    interpretIntentWords: '',
    date: '2024-05-01T10:00:00.000Z',
    completed: false,
    completedAt: null,
    myIdea: null,
    myAnswer: null,
    ...overrides,
  };
}

export const topicSummary = makeIdeaSummary({
  _id: 'topic',
  myPoint: 'School should start at 9',
  label: 'School should start at 9',
});

export const inTellSummary = makeIdeaSummary({
  _id: 'reading',
  myPoint: 'Teenagers sleep late',
  label: 'Teenagers sleep late',
});
