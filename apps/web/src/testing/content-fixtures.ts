import {
  emptyIdeaScaleAggregates,
  type AgentDto,
  type IdeaDto,
  type IdeaScale,
  type IdeaSummary,
  type ProfileDto,
} from '@thoughtful/shared';

/** Answers of the content endpoints, for screen and component tests. */

export function makeIdea(overrides: Partial<IdeaDto> = {}): IdeaDto {
  return {
    _id: 'i1',
    user: { _id: 'u2', name: 'Bea', avatar: '', agents: [{ _id: 'a-bea', name: 'Bea' }] },
    date: new Date(Date.now() - 3 * 60_000).toISOString(),
    myPoint: 'Cities should plant trees',
    myContent: 'Shade cools streets.',
    text: '',
    image: '',
    isPdf: false,
    isVideo: false,
    url: '',
    frameContext: '',
    frameResolution: '',
    myConcern: '',
    errorCorrection: '',
    criticContent: '',
    criticConcern: '',
    proxyLevel: -2,
    proxySources: [],
    players: [],
    agents: [{ _id: 'a-bea', name: 'Bea' }],
    atCore: false,
    ideaReferenced: null,
    goodIntentLevel: 1,
    language: 'en',
    myScale: null,
    scaleAggregates: emptyIdeaScaleAggregates(),
    scaleCount: 0,
    linkedIdeas: [],
    linkedAgents: [],
    quotes: [],
    ...overrides,
  };
}

export function makeIdeaSummary(overrides: Partial<IdeaSummary> = {}): IdeaSummary {
  return {
    _id: 'i1',
    myPoint: 'Cities should plant trees',
    label: 'Cities should plant trees',
    date: new Date(Date.now() - 60_000).toISOString(),
    user: { _id: 'u2', name: 'Bea' },
    url: '',
    image: '',
    isPdf: false,
    isVideo: false,
    ...overrides,
  };
}

export function makeAgent(overrides: Partial<AgentDto> = {}): AgentDto {
  return {
    _id: 'a1',
    name: 'Daily Planet',
    url: 'https://example.org/planet',
    image: '',
    date: '2024-03-10T12:00:00.000Z',
    user: { _id: 'u2', name: 'Bea', avatar: '' },
    member: null,
    attributed: [],
    proxied: [],
    linkedAgents: [],
    linkedIdeas: [],
    scales: [],
    ...overrides,
  };
}

export function makeProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return {
    user: { _id: 'u1', name: 'Ada', avatar: '', agents: [{ _id: 'a-ada', name: 'Ada' }] },
    aka: 'The Countess',
    bio: 'Loves engines.',
    reputation: 12,
    ...overrides,
  };
}

/** An interpretation with every scale unanswered (-2), as a skipped one is stored. */
export function makeIdeaScale(overrides: Partial<IdeaScale> = {}): IdeaScale {
  return {
    user: { _id: 'u2', name: 'Bea' },
    myEmotion: -2,
    authorIntent: -2,
    sound: -2,
    goodFaith: -2,
    heartOfIssue: -2,
    confidence: null,
    divisive: -2,
    values: [],
    valuesAgent: null,
    haveChanged: -2,
    wouldChange: -2,
    answerQuestions: -2,
    publicEngagement: -2,
    note: '',
    whyManipulative: '',
    myExpertise: '',
    otherSide: '',
    solution: '',
    understanding: '',
    ideaCreated: null,
    activityType: null,
    date: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
