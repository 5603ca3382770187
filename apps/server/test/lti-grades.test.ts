import fs from 'node:fs';
import { JobRunner } from '../src/jobs/job-runner';
import os from 'node:os';
import path from 'node:path';
import type { ActivityDto, CreateActivityPayload } from '@thoughtful/shared';
import type { JSONWebKeySet } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../src/cli/run-cli';
import { openDatabase } from '../src/db/database';
import { PlatformServices } from '../src/modules/lti/platform-services';
import { ScoreOutbox } from '../src/modules/lti/score-outbox';
import { createActivity, goLive, updateActivity } from './helpers/activity-helpers';
import { createUser, loginToken } from './helpers/auth-helpers';
import { makeClass } from './helpers/class-helpers';
import { api, createIdea, simpleIdea } from './helpers/content-helpers';
import {
  ltiFixture,
  SCORE_MEDIA_TYPE,
  startTestPlatform,
  type TestPlatform,
} from './helpers/lti-platform-services';
import { createTestApp, TEST_DIALECTS, type TestContext } from './helpers/test-app';

const SCORE_SCOPE = 'https://purl.imsglobal.org/spec/lti-ags/scope/score';

async function toolKeySet(ctx: TestContext): Promise<JSONWebKeySet> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/lti/jwks' });
  if (res.statusCode === 200) return res.json<JSONWebKeySet>();
  return await ctx.app.services.ltiKeys.publicKeySet();
}

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as ConstructorParameters<typeof ScoreOutbox>[0]['log'];

/**
 * Assignment and Grade Services (DESIGN.md §13, §14): a student's completion of an activity
 * placed in a course, and the grade her teacher releases, go to the course's gradebook through
 * the score outbox, against a platform built in the test.
 */
describe.each(TEST_DIALECTS)('scores sent to a learning platform on %s', (dialect) => {
  let ctx: TestContext;
  let platform: TestPlatform;
  let lms: { id: string; issuer: string; issuerKey: string };
  const ids = { alice: '', ann: '', bea: '', cy: '' };
  const t = { alice: '', ann: '', bea: '', cy: '' };
  let classId: string;
  let intell: string;
  /** The platform's time and the tool's, when a test moves it. */
  let now: Date;

  beforeAll(async () => {
    ctx = await createTestApp(dialect, { env: { RATE_LIMIT_SCALE: '50' } });
    platform = await startTestPlatform({
      clientId: 'tool-client-2',
      toolKeySet: () => toolKeySet(ctx),
      now: () => now,
    });
    ids.alice = await createUser(ctx, 'alice@example.org', { student: false });
    ids.ann = await createUser(ctx, 'ann@example.org');
    ids.bea = await createUser(ctx, 'bea@example.org');
    ids.cy = await createUser(ctx, 'cy@example.org');
    for (const who of Object.keys(t) as (keyof typeof t)[]) {
      t[who] = await loginToken(ctx, `${who}@example.org`);
    }
    classId = await makeClass(ctx, 'Year 8', [ids.alice], [ids.ann, ids.bea, ids.cy]);
    intell = (await createIdea(ctx, t.alice, simpleIdea({ myContent: 'Sleep matters' })))._id;
  });
  afterAll(async () => {
    await platform.close();
    await ctx.close();
  });
  beforeEach(async () => {
    now = new Date();
    platform.failures = {};
    platform.scores.length = 0;
    platform.tokenRequests.length = 0;
    // Each test's scores only: what an earlier test left waiting is not this one's.
    await ctx.database.db.deleteFrom('lti_score_outbox').execute();
    lms = await ltiFixture.platform(ctx.database.db, platform, { name: 'Moodle' });
    // Ann and Bea are known to the platform; Cy is not.
    await ltiFixture.identity(ctx.database.db, lms.issuerKey, 'moodle-ann', ids.ann);
    await ltiFixture.identity(ctx.database.db, lms.issuerKey, 'moodle-bea', ids.bea);
  });

  async function live(body: Partial<CreateActivityPayload> = {}): Promise<ActivityDto> {
    const created = await createActivity(ctx, t.alice, {
      classId,
      selection: 102,
      inTellExisting: intell,
      instructions102: 'Interpret it',
      ...body,
    });
    await goLive(ctx, t.alice, created._id);
    return created;
  }

  /** An activity placed in the course through a resource link with a line item (Moodle's shape). */
  async function placed(lineItem = `li-${Math.random().toString(36).slice(2)}`) {
    const activity = await live();
    const lineitemUrl = platform.lineItemUrl(lineItem, 'type_id=7');
    await ltiFixture.resourceLink(ctx.database.db, lms.id, classId, activity._id, lineitemUrl);
    return { activity, lineItem };
  }

  async function complete(who: 'ann' | 'bea' | 'cy', activityId: string) {
    const res = await updateActivity(ctx, t[who], activityId, {
      studentIDCompleted: ids[who],
      addIdeaScale: { sound: 0.8 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  const give = (activityId: string, body: object) =>
    api(ctx, 'POST', `/api/activity/${activityId}/feedback`, t.alice, body);

  /** The outbox's rows for this test's platform, oldest first. */
  function rows() {
    return ctx.database.db
      .selectFrom('lti_score_outbox')
      .selectAll()
      .where('platform_id', '=', lms.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** A sender of its own on the test's database, on the test's clock (another server). */
  function sender(): ScoreOutbox {
    const platforms = new PlatformServices({
      signingKey: () => ctx.app.services.ltiKeys.signingKey(),
      clock: () => now,
      timeoutMs: 2000,
      addresses: ctx.config.scrape,
    });
    return new ScoreOutbox({
      db: ctx.database.db,
      platforms,
      log: silentLog,
      clock: () => now,
      runner: new JobRunner({ db: ctx.database.db, log: silentLog }),
      automatic: false,
    });
  }

  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  /** The test's clock past every row written so far (they are written on the real clock). */
  const catchUp = () => {
    now = new Date(Math.max(now.getTime(), Date.now()) + 1);
  };

  it('a completion sends one Pending score to the line item’s /scores', async () => {
    const { activity, lineItem } = await placed();
    await complete('ann', activity._id);
    // Cy has no identity on the platform: nothing for her.
    await complete('cy', activity._id);
    expect(await rows()).toHaveLength(1);
    expect(await ctx.app.services.ltiScores.sendDue()).toEqual({
      sent: 1,
      retrying: 0,
      givenUp: 0,
    });
    expect(platform.scores).toHaveLength(1);
    const [posted] = platform.scores;
    expect(posted!.path).toBe(`/lineitems/${lineItem}/lineitem/scores?type_id=7`);
    expect(posted!.contentType).toBe(SCORE_MEDIA_TYPE);
    expect(platform.issued.get(posted!.token)).toEqual([SCORE_SCOPE]);
    expect(posted!.score).toEqual({
      userId: 'moodle-ann',
      activityProgress: 'Completed',
      gradingProgress: 'Pending',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
    });
    // Sent once: another look sends nothing.
    expect(await ctx.app.services.ltiScores.sendDue()).toEqual({
      sent: 0,
      retrying: 0,
      givenUp: 0,
    });
    expect(platform.scores).toHaveLength(1);
    expect((await rows())[0]!.sent_at).not.toBeNull();
  });

  it('a released grade sends FullyGraded with scoreGiven and the comment; a draft sends nothing', async () => {
    const { activity } = await placed();
    await complete('ann', activity._id);
    await ctx.app.services.ltiScores.sendDue();
    const draft = await give(activity._id, { studentId: ids.ann, comment: 'Well read', grade: 80 });
    expect(draft.statusCode, draft.body).toBe(200);
    // The gradebook hears nothing of a draft.
    expect(await rows()).toHaveLength(1);
    const release = await api(ctx, 'POST', `/api/classes/${classId}/release`, t.alice, {});
    expect(release.statusCode, release.body).toBe(200);
    expect(await ctx.app.services.ltiScores.sendDue()).toMatchObject({ sent: 1 });
    expect(platform.scores.map((s) => s.score)).toEqual([
      expect.objectContaining({ gradingProgress: 'Pending' }),
      {
        userId: 'moodle-ann',
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        scoreGiven: 80,
        scoreMaximum: 100,
        comment: 'Well read',
        timestamp: expect.any(String) as unknown,
      },
    ]);
    // A released grade changed: the new grade goes too.
    const changed = await give(activity._id, {
      studentId: ids.ann,
      comment: 'Well read',
      grade: 90,
      released: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await ctx.app.services.ltiScores.sendDue();
    expect(platform.scores.at(-1)!.score).toMatchObject({
      gradingProgress: 'FullyGraded',
      scoreGiven: 90,
    });
    expect(platform.scores).toHaveLength(3);
  });

  it('only the latest score per student and line item is sent when an older one waits', async () => {
    const { activity } = await placed();
    await complete('ann', activity._id);
    await give(activity._id, { studentId: ids.ann, comment: '', grade: 65, released: true });
    const waiting = await rows();
    expect(waiting).toHaveLength(1);
    expect(JSON.parse(waiting[0]!.score)).toMatchObject({
      gradingProgress: 'FullyGraded',
      scoreGiven: 65,
    });
    await ctx.app.services.ltiScores.sendDue();
    expect(platform.scores.map((s) => s.score.gradingProgress)).toEqual(['FullyGraded']);
    // No comment was given: none is sent.
    expect(platform.scores[0]!.score).not.toHaveProperty('comment');
  });

  it('a resource link without a line item sends nothing', async () => {
    const activity = await live();
    await ltiFixture.resourceLink(ctx.database.db, lms.id, classId, activity._id, null);
    await complete('ann', activity._id);
    expect(await rows()).toHaveLength(0);
  });

  it('two senders at once send each score once', async () => {
    for (let i = 0; i < 3; i++) {
      const { activity } = await placed();
      await complete('ann', activity._id);
      await complete('bea', activity._id);
    }
    expect(await rows()).toHaveLength(6);
    catchUp();
    const [one, two] = [sender(), sender()];
    const [a, b] = await Promise.all([one.sendDue(), two.sendDue()]);
    expect(a.sent + b.sent).toBe(6);
    expect(platform.scores).toHaveLength(6);
    const keys = platform.scores.map((s) => `${s.lineItem} ${String(s.score.userId)}`);
    expect(new Set(keys).size).toBe(6);
    expect((await rows()).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  it('the platform down for a while: tried again later with backoff, sent, none lost', async () => {
    const { activity } = await placed();
    await complete('ann', activity._id);
    await complete('bea', activity._id);
    const outbox = sender();
    catchUp();
    platform.failures = { scores: 'down' };
    expect(await outbox.sendDue()).toEqual({ sent: 0, retrying: 2, givenUp: 0 });
    let [first] = await rows();
    expect(first!.attempts).toBe(1);
    expect(first!.last_error).not.toBeNull();
    expect(Date.parse(first!.next_attempt_at) - now.getTime()).toBe(15_000);
    // Not yet due: nothing is tried.
    later(10_000);
    expect(await outbox.sendDue()).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
    // Due, and failing with a 500: the wait doubles.
    later(5_000);
    platform.failures = { scores: { status: 503 } };
    expect(await outbox.sendDue()).toEqual({ sent: 0, retrying: 2, givenUp: 0 });
    [first] = await rows();
    expect(first!.attempts).toBe(2);
    expect(first!.last_error).toMatch(/^503: /);
    expect(Date.parse(first!.next_attempt_at) - now.getTime()).toBe(30_000);
    expect(platform.scores).toHaveLength(0);
    // Back up: both are sent, once.
    platform.failures = {};
    later(30_000);
    expect(await outbox.sendDue()).toEqual({ sent: 2, retrying: 0, givenUp: 0 });
    expect(platform.scores.map((s) => s.score.userId).sort()).toEqual(['moodle-ann', 'moodle-bea']);
    expect(await outbox.unsent(10)).toEqual([]);
  });

  it('a platform down for a day: the score is given up, its error kept', async () => {
    const { activity } = await placed();
    await complete('ann', activity._id);
    const outbox = sender();
    platform.failures = { scores: { status: 500 } };
    catchUp();
    expect(await outbox.sendDue()).toMatchObject({ retrying: 1 });
    later(24 * 3600_000);
    expect(await outbox.sendDue()).toEqual({ sent: 0, retrying: 0, givenUp: 1 });
    const [row] = await rows();
    expect(row!.given_up_at).not.toBeNull();
    expect(row!.last_error).toMatch(/^500: /);
    later(3600_000);
    expect(await outbox.sendDue()).toEqual({ sent: 0, retrying: 0, givenUp: 0 });
  });

  it('a 400 from the platform is given up at once, with its error kept and listed', async () => {
    const { activity, lineItem } = await placed();
    await complete('ann', activity._id);
    platform.failures = { scores: { status: 400, body: '{"error":"scoreGiven above maximum"}' } };
    expect(await ctx.app.services.ltiScores.sendDue()).toEqual({
      sent: 0,
      retrying: 0,
      givenUp: 1,
    });
    const [row] = await rows();
    expect(row!.given_up_at).not.toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toBe('400: {"error":"scoreGiven above maximum"}');
    const unsent = await ctx.app.services.ltiScores.unsent(100);
    expect(unsent.filter((score) => score.lineitem_url.includes(lineItem))).toEqual([
      expect.objectContaining({
        platform: 'Moodle',
        subject: 'moodle-ann',
        attempts: 1,
        last_error: '400: {"error":"scoreGiven above maximum"}',
      }),
    ]);
    // Given up is final: it is not tried again.
    platform.failures = {};
    expect(await ctx.app.services.ltiScores.sendDue()).toMatchObject({ sent: 0 });
    // 429 and 408 are not final.
    const other = await placed();
    await complete('ann', other.activity._id);
    platform.failures = { scores: { status: 429 } };
    expect(await ctx.app.services.ltiScores.sendDue()).toMatchObject({ retrying: 1, givenUp: 0 });
  });

  it('the platform verifies the client assertion; a refused one keeps the score waiting', async () => {
    const { activity } = await placed();
    await complete('ann', activity._id);
    await ctx.app.services.ltiScores.sendDue();
    const [request] = platform.tokenRequests;
    expect(request).toMatchObject({ refused: null, scopes: [SCORE_SCOPE] });
    expect(request!.claims).toMatchObject({
      iss: 'tool-client-2',
      sub: 'tool-client-2',
      aud: platform.tokenUrl,
    });
    // A platform registered with another audience than the one it checks refuses the assertion.
    const wrong = await ltiFixture.platform(ctx.database.db, platform, {
      tokenAudience: 'https://elsewhere.example.org/token',
    });
    await ltiFixture.identity(ctx.database.db, wrong.issuerKey, 'other-ann', ids.ann);
    const placedThere = await live();
    await ltiFixture.resourceLink(
      ctx.database.db,
      wrong.id,
      classId,
      placedThere._id,
      platform.lineItemUrl('li-wrong'),
    );
    await complete('ann', placedThere._id);
    expect(await ctx.app.services.ltiScores.sendDue()).toMatchObject({ sent: 0, retrying: 1 });
    expect(platform.tokenRequests.at(-1)!.refused).toMatch(/aud/);
    const [waiting] = await ctx.database.db
      .selectFrom('lti_score_outbox')
      .selectAll()
      .where('platform_id', '=', wrong.id)
      .execute();
    expect(waiting!.last_error).toMatch(/token endpoint answered 400/);
    expect(waiting!.given_up_at).toBeNull();
  });

  it('a running job runner sends by itself, and stops when closed', async () => {
    // Another server's runner: it finds the job the completion stored in the shared database.
    const runner = new JobRunner({ db: ctx.database.db, log: silentLog, pollMs: 50 });
    new ScoreOutbox({
      db: ctx.database.db,
      platforms: new PlatformServices({
        signingKey: () => ctx.app.services.ltiKeys.signingKey(),
        clock: () => new Date(),
        addresses: ctx.config.scrape,
      }),
      log: silentLog,
      runner,
      automatic: true,
    });
    await runner.start();
    try {
      const { activity } = await placed();
      await complete('ann', activity._id);
      for (let i = 0; i < 100 && platform.scores.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(platform.scores.map((s) => s.score.userId)).toEqual(['moodle-ann']);
    } finally {
      await runner.close();
    }
    const { activity } = await placed();
    await complete('bea', activity._id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(platform.scores).toHaveLength(1);
  });

  it('reuses the token until a minute before it expires; a revoked one is replaced', async () => {
    const outbox = sender();
    const send = async () => {
      const { activity } = await placed();
      await complete('ann', activity._id);
      catchUp();
      expect(await outbox.sendDue()).toMatchObject({ sent: 1 });
    };
    await send();
    later(30 * 60_000);
    await send();
    expect(platform.tokenRequests).toHaveLength(1);
    expect(new Set(platform.scores.map((s) => s.token)).size).toBe(1);
    // Within its last minute (3600 s tokens): a new one.
    later(29 * 60_000 + 30_000);
    await send();
    expect(platform.tokenRequests).toHaveLength(2);
    // The platform forgot the tokens: the 401 brings a new one and the score goes.
    platform.revokeTokens();
    await send();
    expect(platform.tokenRequests).toHaveLength(3);
    expect(platform.tokenRequests.every((r) => r.refused === null)).toBe(true);
    expect(new Set(platform.tokenRequests.map((r) => r.claims!.jti)).size).toBe(3);
  });
});

describe('npm run cli -- lti-scores', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('lists the scores not sent, with their attempts and last error', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thoughtful-lti-scores-cli-'));
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const printed = () => log.mock.calls.map((args) => args.map(String).join(' '));
    try {
      expect(await runCli(['lti-scores'])).toBe(0);
      expect(printed()).toEqual(['Every score has been sent.']);
      log.mockClear();

      const database = openDatabase({
        kind: 'sqlite',
        filename: path.join(dataDir, 'thoughtful.db'),
      });
      const at = '2030-01-02T03:04:05.000Z';
      await database.db
        .insertInto('lti_platforms')
        .values({
          id: 'p1',
          name: 'Canvas',
          issuer: 'https://canvas.example.org',
          client_id: 'c1',
          auth_login_url: 'https://canvas.example.org/auth',
          auth_token_url: 'https://canvas.example.org/token',
          key_set_url: 'https://canvas.example.org/jwks',
          token_audience: null,
          created_at: at,
        })
        .execute();
      await database.db
        .insertInto('lti_score_outbox')
        .values({
          id: 's1',
          platform_id: 'p1',
          lineitem_url: 'https://canvas.example.org/li/1',
          subject: 'canvas-ann',
          score: '{}',
          attempts: 1,
          next_attempt_at: at,
          lease_until: null,
          sent_at: null,
          given_up_at: at,
          last_error: '400: no such user',
          created_at: at,
        })
        .execute();
      await database.close();

      expect(await runCli(['lti-scores'])).toBe(0);
      expect(printed()).toEqual([
        `${at}  Canvas  canvas-ann  https://canvas.example.org/li/1`,
        `  1 attempt(s), given up ${at}: 400: no such user`,
      ]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
