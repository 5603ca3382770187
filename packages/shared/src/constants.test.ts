import { describe, expect, it } from 'vitest';

import { PRODUCT_WORD } from './brand';
import * as C from './constants';

// These tests pin the spec's numbers: a change here must be a change of the spec.

describe('accounts and access constants (A§9)', () => {
  it('pins password, alert, not-found and account-age limits', () => {
    expect(C.MIN_PASSWORD_LENGTH).toBe(6);
    expect(C.ALERT_TIMEOUT_MS).toEqual({
      DEFAULT: 30_000,
      REGISTRATION: 30_000,
      RESET: 30_000,
      PASSWORD_CHANGE: 5_000,
    });
    expect(C.NOT_FOUND_MESSAGE_DELAY_MS).toBe(1_000);
    expect(C.NOT_FOUND_REDIRECT_DELAY_MS).toBe(5_000);
    expect(C.EDUCATION_ACCOUNT_AGE_SECONDS).toBe(3_600);
    expect(C.TERMS_EFFECTIVE_DATE).toBe('June 1, 2023');
    expect(C.TIP_DIALOG_PAGE_COUNT).toBe(4);
  });

  it('pins the responsibility slider', () => {
    expect(C.RESPONSIBILITY_SLIDER).toEqual({
      MIN: 0,
      MAX: 1,
      STEP: 0.01,
      ZERO_BELOW: 0.05,
      UNSET: -2,
    });
  });

  it('pins breakpoints and PDF page widths', () => {
    expect(C.BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
    expect(C.PDF_PAGE_WIDTHS).toEqual({
      breakpoints: [600, 900, 1200],
      widths: [320, 360, 550, 950],
    });
  });

  it('pins the relative-time units', () => {
    expect(C.RELATIVE_TIME_MS).toEqual({
      SECOND: 1_000,
      MINUTE: 60_000,
      HOUR: 3_600_000,
      DAY: 86_400_000,
      DAYS_RANGE_END: 2_592_000_000,
      YEAR: 31_536_000_000,
    });
    expect(C.RELATIVE_TIME_MS.DAYS_RANGE_END).toBe(30 * C.RELATIVE_TIME_MS.DAY);
    expect(C.RELATIVE_TIME_MS.YEAR).toBe(365 * C.RELATIVE_TIME_MS.DAY);
  });

  it('builds the local storage keys from the brand word', () => {
    expect(C.LOCAL_STORAGE_KEYS.TOKEN).toBe('token');
    expect(C.LOCAL_STORAGE_KEYS.LAST_AGENT).toBe(`${PRODUCT_WORD.toLowerCase()}LastAgent`);
    expect(C.LOCAL_STORAGE_KEYS.LAST_AGENT).toBe('thoughtLastAgent');
    expect(C.LOCAL_STORAGE_KEYS.LAST_IDEA).toBe('thoughtLastIdea');
  });

  it('pins the confirmation status codes', () => {
    expect(C.CONFIRMATION_STATUS).toEqual({
      UNKNOWN: null,
      WAITING: 0,
      CONFIRMED: 1,
      RESET_ACKNOWLEDGED: 200,
      ALREADY_CONFIRMED: 201,
      BANNED: -100,
      NOT_INVITED: -101,
      PASSWORD_CHANGE_FAILED: -200,
      RESENT: -201,
      UNKNOWN_ERROR: -202,
    });
  });
});

describe('content and learning constants (C§9)', () => {
  it('pins lengths and sizes', () => {
    expect(C.HEADLINE_MAX_LENGTH).toBe(60);
    expect(C.TITLE_MAX_LENGTH).toBe(60);
    expect(C.TITLE_REQUIRED_ABOVE_BODY_LENGTH).toBe(60);
    expect(C.INSTRUCTIONS_MAX_LENGTH).toBe(140);
    expect(C.NOTE_TRUNCATE_LENGTH).toBe(160);
    // 'longer than 2 characters'
    expect(C.MIN_TEXT_LENGTH - 1).toBe(2);
    expect(C.AGENT_NAME_MAX_LENGTH).toBe(60);
    expect(C.AGENT_NAME_STRIPPED_SUFFIX).toBe(' - Wikipedia');
    expect(C.UPLOAD_MAX_BYTES).toBe(10_000_000);
    expect(C.SCRAPED_IMAGE_LARGER_THAN_PX).toBe(10);
    expect(C.SEARCH_LIMIT).toBe(10);
    expect(C.LATEST_IDEAS_LIMIT).toBe(10);
  });

  it('pins timings and layout', () => {
    expect(C.REPORT_SUBMIT_RESET_MS).toBe(500);
    expect(C.BRUSH_DEBOUNCE_MS).toBe(500);
    expect(C.CARD_REMEASURE_MS).toBe(250);
    expect(C.VIEW_TRANSITION_MS).toBe(250);
    expect(C.SCROLL_OFFSET_PX).toBe(150);
    expect(C.MIN_PAGE_HEIGHT_PX).toEqual({ DEFAULT: 240, FROM_SM: 360 });
    expect(C.STICKY_CARD_THRESHOLD_PX).toBe(250);
    expect(C.BACK_TO_TOP_SCROLL_PX).toBe(100);
    expect(C.CHART_WIDTHS).toEqual({ breakpoints: [600, 768], widths: [295, 395, 595] });
    expect(C.IMAGE_MAX_WIDTHS).toEqual({
      breakpoints: [600, 900, 1200],
      widths: [280, 360, 550, 950],
    });
  });

  it('has one more width than breakpoints, breakpoints ascending', () => {
    for (const table of [C.PDF_PAGE_WIDTHS, C.CHART_WIDTHS, C.IMAGE_MAX_WIDTHS]) {
      expect(table.widths.length).toBe(table.breakpoints.length + 1);
      expect([...table.breakpoints].sort((a, b) => a - b)).toEqual([...table.breakpoints]);
    }
  });

  it('pins views and route modes', () => {
    expect(Object.values(C.IDEA_VIEW)).toEqual([1, 2, 3, 4]);
    expect(Object.values(C.AGENT_VIEW)).toEqual([1, 2, 3, 4]);
    expect(C.VIEW_RANGE).toEqual({ FIRST: 1, LAST: 4 });
    expect(Object.values(C.ROUTE_MODE.IDEA_IDEA)).toEqual([20, 21, 22, 23, 24, 25, 26, 27]);
    expect(C.ROUTE_MODE.IDEA_IDEA.SUPPORT_AS_CAUSE).toBe(20);
    expect(C.ROUTE_MODE.IDEA_IDEA.OPPOSE_AS_EFFECT).toBe(23);
    expect(C.ROUTE_MODE.IDEA_IDEA.SIMILAR_AS_EFFECT).toBe(27);
    expect(C.ROUTE_MODE.IDEA_AGENT).toEqual({
      SUPPORT_FROM_IDEA: 30,
      OPPOSE_FROM_IDEA: 31,
      SUPPORT_FROM_AGENT: 40,
      OPPOSE_FROM_AGENT: 41,
    });
    expect(Object.values(C.ROUTE_MODE.AGENT_AGENT)).toEqual([50, 51, 52, 53, 54, 55]);
    expect(C.ROUTE_MODE.AGENT_AGENT.OPPOSE_AS_SECOND).toBe(53);
    expect(C.ROUTE_MODE.INTERPRET_THEN_LINK).toEqual([100, 200, 300, 400]);
    expect(C.ROUTE_MODE.START_ON_VIEW).toBe(1000);
    expect(C.CREATE_IGNORED_FIELD).toBe(10);
  });

  it('pins intent levels, framing steps and activity codes', () => {
    expect(C.GOOD_INTENT_LEVEL).toEqual({ NONE: 0, NOT_POTIE: 1, DEEP_DIVE: 2 });
    expect(Object.values(C.FRAMING_STEP)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(C.CORE_CONFIRMATIONS_REQUIRED).toBe(4);
    expect(C.ACTIVITY_TYPE).toEqual({
      ADD_INTELL: 1,
      KEY_POINT: 13,
      INFO_MESSAGE: 100,
      GUIDING_QUESTION: 101,
      INTERPRET: 102,
      INTERCONNECT: 201,
    });
    expect(C.ACTIVITY_TYPES).toEqual(Object.values(C.ACTIVITY_TYPE));
    expect(C.DEFAULT_WAVEMAKER_LIST_CHOICE).toBe(0);
    expect(C.DEFAULT_SETTING_NAME).toBe('Original');
    expect(C.DEFAULT_INTENT_PROMPTS).toEqual([
      'I found the way the author presented this information to be...',
      'I found the way the selection was explained to be...',
    ]);
  });

  it('pins scales, answers, values and the divisive mask', () => {
    expect(C.UNANSWERED).toBe(-2);
    expect(C.EMOTION_RANGE).toEqual({ MIN: -1, MAX: 1 });
    expect(C.UNIT_SCALE_RANGE).toEqual({ MIN: 0, MAX: 1 });
    expect(C.AGENT_PLANE_RANGE).toEqual({ MIN: -1, MAX: 1 });
    expect(C.CONFIDENCE).toEqual({ GUESS: 0.1, THINK_SO: 0.5, KNOW: 1 });
    expect(C.DEFAULT_CONFIDENCE).toBe(0.5);
    expect(C.DEFAULT_AUTHOR_INTENT).toBe(0);
    expect(C.EXPERTISE_LEVEL).toEqual({ ABOVE_AVERAGE: 2, VERY_KNOWLEDGEABLE: 3, EXPERT: 4 });
    expect(C.EXPERTISE_ICON).toEqual({ CONFIDENCE_ABOVE: 1, NOTE_LENGTH_ABOVE: 160 });
    expect(C.SLIDER_LABEL_VALUE).toEqual({ SOMEWHAT: 0.5, VERY: 1 });
    expect(C.SUPPORT_DAMAGE_SCALE).toEqual([-1, -0.66, -0.33, 0, 0.33, 0.66, 1]);
    expect(C.RADIO_ANSWER).toEqual({ YES: 1, NO: -1, NOT_SURE: 0 });
    expect(C.GUIDING_QUESTION_POSITION).toEqual({ DISAGREE: -1, AGREE: 1, UNSURE: 0 });
    expect(C.VALUE_CODE).toEqual({
      CARE: 1,
      FAIRNESS: 2,
      EMPOWERMENT: 3,
      UNITY: 4,
      SACREDNESS: 5,
      HARM: -1,
      UNFAIRNESS: -2,
      OPPRESSION: -3,
      DIVISION: -4,
      DISGUST: -5,
    });
    expect(C.DIVISIVE).toEqual({
      HATE_OR_VIOLENCE: 1,
      ATTACKS_CHARACTER: 2,
      VIRTUE_SIGNALLING: 4,
      STRAW_MAN: 8,
    });
    expect(Object.values(C.DIVISIVE).reduce((mask, bit) => mask | bit, 0)).toBe(C.DIVISIVE_ALL);
  });

  it('pins thresholds, plots and score bands', () => {
    expect(C.INTERPRETATION_THRESHOLD).toEqual({
      EMOTION_PAUSE: 0.5,
      ONE_SIDED_INTENT: 0.5,
      POTIE: 0.2,
      GOOD_FAITH: 0.5,
      ADVOCACY: 0.5,
    });
    expect(C.AVG_LEVEL_REVERSED_THRESHOLD).toBe(0.5);
    expect(C.NEW_ACCOUNT_REDIRECT_AGE_SECONDS).toBe(600);
    expect(C.PLOT_MIN_RESPONSES).toBe(4);
    expect(C.PLOT_AXIS_RANGE).toEqual({ MIN: -1.15, MAX: 1.15 });
    expect(C.AGREEMENT_BANDS).toEqual({
      SLIGHTLY_MORE: 0.15,
      MORE: 0.35,
      MUCH_MORE: 0.65,
      CLEAR: 1,
    });
    expect(C.WIDE_RANGE_SPREAD_ABOVE).toBe(0.4);
    expect(C.SIGNAL_BANDS).toEqual({
      SLIGHT: 0.15,
      MODERATE: 0.35,
      STRONG: 0.65,
      CLEAR: 1,
      LOUD_AND_CLEAR: 2,
    });
    expect(C.DISTORTION_DOMINATES_AT).toBe(-1);
    expect(C.SENTIMENT_BANDS).toEqual({ SOMEWHAT: 0.3, GENERALLY: 0.5, VERY: 1 });
    expect(C.HEART_OF_ISSUE).toEqual({ RECOMMENDED: 0.5, EVERYONE: 0.8, BOOST_ABOVE: 0.5 });
    expect(C.DIVISIVE_FORCED).toEqual({ CONFIDENCE: 1, SOUNDNESS: 0 });
    expect(C.REPUTATION_POINTS).toEqual({
      FIRST_INTERPRETATION: 10,
      CHANGE_PENALTY: 2,
      MINIMUM: 0,
    });
  });
});

describe('constant objects are frozen', () => {
  it('cannot be changed at run time', () => {
    const frozen: unknown[] = [
      C.ALERT_TIMEOUT_MS,
      C.BREAKPOINTS,
      C.CONFIRMATION_STATUS,
      C.LOCAL_STORAGE_KEYS,
      C.ROUTE_MODE,
      C.ROUTE_MODE.IDEA_IDEA,
      C.ROUTE_MODE.INTERPRET_THEN_LINK,
      C.PDF_PAGE_WIDTHS.widths,
      C.ACTIVITY_TYPES,
      C.DEFAULT_INTENT_PROMPTS,
      C.SIGNAL_BANDS,
    ];
    for (const value of frozen) expect(Object.isFrozen(value)).toBe(true);
  });

  it('keeps literal types', () => {
    const sm: 576 = C.BREAKPOINTS.sm;
    const banned: C.ConfirmationStatus = C.CONFIRMATION_STATUS.BANNED;
    const key: 'thoughtLastAgent' = C.LOCAL_STORAGE_KEYS.LAST_AGENT;
    const activity: C.ActivityType = C.ACTIVITY_TYPES[5];
    expect([sm, banned, key, activity]).toEqual([576, -100, 'thoughtLastAgent', 201]);
  });
});
