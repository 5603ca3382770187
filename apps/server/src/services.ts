import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ChangeDispatcher, Writes } from './changes/changes';
import type { AppConfig } from './config';
import type { DatabaseHandle, DialectName } from './db/database';
import { fullTextSearchFor, type FullTextSearch } from './db/full-text-search';
import type { Database, Db } from './db/schema';
import { JobRunner } from './jobs/job-runner';
import { registerUpkeepJobs } from './jobs/upkeep-jobs';
import { MailOutbox } from './mail/mail-outbox';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';
import { createMailer, type Mailer } from './mail/mailer';
import { AccessPolicy, type ActorRow } from './modules/access';
import {
  ActivityCompletion,
  ActivityFeedback,
  ActivityManagement,
  ActivityReads,
  classAnswersCsv,
  classGrades,
} from './modules/activities';
import { AgentsService } from './modules/agents/agents.service';
import { AuthService } from './modules/auth/auth.service';
import { hashPassword } from './modules/auth/passwords';
import { ClassesService, ClassGroupsService } from './modules/classes';
import { IdeasService } from './modules/ideas/ideas.service';
import { SimilarIdeasService } from './modules/ideas/similar-ideas';
import { keptIdeaVersions } from './modules/ideas';
import { AgentReads, IdeaReadModel, keptCopiesWarmer } from './modules/reads';
import { IdeaScaleReadsService } from './modules/interpretations/idea-scale-reads.service';
import { InterpretationsService } from './modules/interpretations/interpretations.service';
import { PredictionsService } from './modules/interpretations/predictions.service';
import { ReferenceReadingsService } from './modules/interpretations/reference-readings.service';
import { InvitationsService } from './modules/invitations/invitations.service';
import { LinksService } from './modules/links/links.service';
import { createMediaStorage, type MediaStorage } from './modules/media/media-storage';
import { UploadsService } from './modules/media/uploads.service';
import { ProfilesService } from './modules/profiles/profiles.service';
import { ReportsService } from './modules/reports/reports.service';
import { PageFetchService } from './modules/scrape/scrape.service';
import { SettingsService } from './modules/settings/settings.service';
import { PlatformServices } from './modules/lti/platform-services';
import { linkedPlatformNames, RosterSync } from './modules/lti/roster-sync';
import { ScoreOutbox, scoreOutboxListener } from './modules/lti/score-outbox';
import { ToolKeys } from './modules/lti/tool-keys';
import { LtiService } from './modules/lti/lti.service';
import { NotificationsService } from './modules/notifications';
import { OidcService } from './modules/oidc';
import {
  RECOMPUTE_JOB,
  recomputeCatchUpKind,
  recomputeJobKind,
  ViewpointRecompute,
  ViewpointsService,
  viewpointScopesListener,
} from './modules/viewpoints';

/** What the services are made of: the outside world, each piece swappable by tests. */
export interface ServiceDeps {
  db: Kysely<Database>;
  /** Which database `db` is: some reads take another shape on each (ideas/idea-public-rows.ts). */
  dialect: DialectName;
  search: FullTextSearch;
  mailer: Mailer;
  storage: MediaStorage;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The time now; tests may pass a fixed or moving clock. */
  clock?: () => Date;
  /** What `GET /metrics` reports (the app's); absent, the services count into one of their own. */
  metrics?: ServerMetrics;
}

export type Services = ReturnType<typeof createServices>;

/** The services over an open database with the configured mailer and media store (the CLI's). */
export function createServicesFor(
  database: DatabaseHandle,
  config: AppConfig,
  log: FastifyBaseLogger,
): Services {
  return createServices({
    db: database.db,
    dialect: database.dialect,
    search: fullTextSearchFor(database.dialect),
    mailer: createMailer(config, log),
    storage: createMediaStorage(config.media, database),
    config,
    log,
  });
}

/**
 * The composition root: every service is built here, once, and handed to the routes (`app.services`)
 * and the command line alike. No service builds another; one that needs another's answer gets it
 * here, as a function.
 */
export function createServices(deps: ServiceDeps) {
  const { db, dialect, search, config } = deps;
  const clock = deps.clock ?? (() => new Date());
  const metrics = deps.metrics ?? createServerMetrics({ processMetrics: false });
  const access = new AccessPolicy({ education: config.flags.education });
  // Every write goes through `writes`: its changes reach the listeners once committed (the app
  // and the CLI add live events to the kept versions here).
  const changes = new ChangeDispatcher((error, listener) =>
    deps.log.error({ err: error, listener }, 'a listener of committed changes failed'),
  );
  changes.listen(keptIdeaVersions);
  // Each server's kept inTell copies, built again just after a change's commit (issue 42).
  const ideaReads = new IdeaReadModel({ db, dialect, search, access });
  changes.listen(
    keptCopiesWarmer(ideaReads, (err) => deps.log.error({ err }, 'kept inTell copies not warmed')),
  );
  // The one background mechanism (jobs/job-runner.ts): mail, scores, opinion maps and sweeps are
  // jobs stored with the writes that ask for them; the app starts the runner (app.ts).
  const jobs = new JobRunner({ db, log: deps.log, clock, metrics });
  metrics.setQueueDepthSource(() => jobs.counts());
  // An interpretation or a roster change marks the opinion maps it changes (DESIGN.md §12) and
  // asks for them to be worked out.
  const recomputeMs = config.viewpoints.recomputeMs;
  const askToRecomputeIn = async (trx: Db, scopeKeys: readonly string[]) => {
    // In key order: two writes asking for the same scopes lock their jobs in one order.
    for (const scopeKey of [...scopeKeys].sort()) {
      await jobs.enqueue(trx, RECOMPUTE_JOB, [{}], { key: scopeKey, delayMs: recomputeMs });
    }
  };
  changes.listen(viewpointScopesListener(clock, askToRecomputeIn));
  changes.listen({
    name: 'job runner',
    afterCommit: (committed) => {
      if (committed.some((c) => c.type === 'idea.interpreted' || c.type === 'class.rosterChanged'))
        jobs.wake(recomputeMs);
    },
  });
  // LTI 1.3 (DESIGN.md §13): the tool's keys sign its client assertions for the platforms'
  // services; a completion or a released grade stores its score for the course's gradebook in
  // its own transaction, and the score outbox sends it in the background.
  const ltiKeys = new ToolKeys({ db, clock });
  const ltiPlatforms = new PlatformServices({
    signingKey: () => ltiKeys.signingKey(),
    clock,
    // The platforms' URLs are fetched under the page scraper's address policy.
    addresses: config.scrape,
  });
  const ltiScores = new ScoreOutbox({
    db,
    platforms: ltiPlatforms,
    log: deps.log,
    clock,
    runner: jobs,
    automatic: config.ltiScores.sendMs > 0,
  });
  changes.listen(
    scoreOutboxListener({
      clock,
      storedIn: (trx) => ltiScores.askToSendIn(trx),
      stored: () => jobs.wake(),
    }),
  );
  const writes = new Writes(db, changes);
  const viewpointRecompute = new ViewpointRecompute({
    db,
    log: deps.log,
    clock,
    metrics,
  });
  // Every mail goes through the outbox: stored with the write, sent after it (mail/mail-outbox.ts).
  const mailOutbox = new MailOutbox({ db, mailer: deps.mailer, runner: jobs });

  const links = new LinksService({ db, writes, access, clock });
  const ideas = new IdeasService({
    db,
    writes,
    search,
    access,
    clock,
    defaultLanguage: deps.config.defaultLanguage,
    linkNewIdea: (trx, changes, actor, newIdeaId, linkTo) =>
      links.linkNewIdeaIn(trx, changes, actor, newIdeaId, linkTo),
  });
  const agents = new AgentsService({ db, writes, search, access, clock });
  const ideaScales = new IdeaScaleReadsService({
    db,
    access,
    classOfActivityPlot: (actor, activityId) =>
      activityReads.classOfActivityPlot(actor, activityId),
  });
  const interpretations = new InterpretationsService({
    db,
    writes,
    access,
    clock,
  });
  const activityReads = new ActivityReads({ db, access });
  const activityManagement = new ActivityManagement({
    db,
    writes,
    access,
    clock,
    reads: activityReads,
  });
  const invitations = new InvitationsService({
    db,
    access,
    anonymous: config.flags.anonymous,
    mail: mailOutbox,
    publicUrl: config.publicUrl,
    log: deps.log,
    defaultLanguage: config.defaultLanguage,
  });
  const classes = new ClassesService({
    db,
    writes,
    access,
    clock,
    anonymous: config.flags.anonymous,
    hashPassword,
    invitationMails: {
      enqueueIn: (db, emails, toClass) => invitations.enqueueInvitationMailsIn(db, emails, toClass),
      wake: () => invitations.wakeMail(),
      sent: () => invitations.mailsSent(),
    },
    linkedPlatformNames,
  });
  // Names and Role Provisioning fills a linked class's roster through the classes service.
  const ltiRoster = new RosterSync({
    db,
    platforms: ltiPlatforms,
    log: deps.log,
    anonymous: config.flags.anonymous,
    clock,
    classes: {
      requireManaged: (actor, classId) => classes.requireManaged(actor, classId),
      enrolStudent: (userId, classId) => classes.enrolNewStudent(userId, [classId]),
      addCoTeacher: async (actor, classId, email) => {
        await classes.update(actor, classId, { addTeacher: email });
      },
    },
  });
  jobs.register(recomputeJobKind(viewpointRecompute, recomputeMs, db, clock));
  jobs.register(recomputeCatchUpKind(jobs, db, recomputeMs > 0, clock));
  registerUpkeepJobs(jobs, { db, storage: deps.storage, log: deps.log, clock });
  return {
    access,
    changes,
    jobs,
    mailer: deps.mailer,
    mailOutbox,
    auth: new AuthService({
      db,
      config,
      mail: mailOutbox,
      log: deps.log,
      // Registration through a code, and an invited student's class, join the class.
      classes: {
        classForCode: async (code) => (await classes.classForCode(code)).id,
        enrolNewStudent: (userId, classIds) => classes.enrolNewStudent(userId, classIds),
        isInAClass: (userId) => classes.isInAClass(userId),
      },
    }),
    invitations,
    // School sign-in through an OpenID provider; an invited student's first sign-in joins the
    // class as a registration does.
    oidc: new OidcService({
      db,
      config,
      log: deps.log,
      clock,
      classes: { enrolNewStudent: (userId, classIds) => classes.enrolNewStudent(userId, classIds) },
    }),
    classes,
    classGroups: new ClassGroupsService({
      db,
      writes,
      clock,
      requireManaged: (actor, classId) => classes.requireManaged(actor, classId),
    }),
    ltiKeys,
    // LTI 1.3 launches, Deep Linking and Dynamic Registration (DESIGN.md §13): a course's
    // launches make and fill its class through the classes service's own writes.
    lti: new LtiService({
      db,
      writes,
      access,
      clock,
      log: deps.log,
      config,
      keys: ltiKeys,
      classes: {
        startCourseClassIn: (trx, changes, teacherId, name) =>
          classes.startCourseClassIn(trx, changes, teacherId, name),
        addCourseTeacherIn: (trx, changes, classId, userId) =>
          classes.addCourseTeacherIn(trx, changes, classId, userId),
        enrolCourseStudentIn: (trx, changes, classId, userId) =>
          classes.enrolCourseStudentIn(trx, changes, classId, userId),
      },
      // A teacher's launch syncs the class's roster in the background (it never rejects).
      syncRoster: (teacher, classId) => void ltiRoster.syncInBackground(teacher, classId),
    }),
    ltiPlatforms,
    ltiScores,
    ltiRoster,
    ideas,
    ideaReads,
    similarIdeas: new SimilarIdeasService({
      db,
      dialect,
      access,
      defaultLanguage: config.defaultLanguage,
    }),
    agentReads: new AgentReads({ db, access }),
    agents,
    interpretations,
    ideaScales,
    predictions: new PredictionsService({ db, access, plots: ideaScales, clock }),
    referenceReadings: new ReferenceReadingsService({ db, access, plots: ideaScales, clock }),
    links,
    profiles: new ProfilesService({ db, writes, access }),
    settings: new SettingsService({ db, writes, access, clock }),
    activities: {
      reads: activityReads,
      management: activityManagement,
      feedback: new ActivityFeedback({ db, writes, access, clock, reads: activityReads }),
      classAnswersCsv: (actor: ActorRow, classId: string, timeZone?: string) =>
        classAnswersCsv({ db, access }, actor, classId, timeZone),
      classGrades: (actor: ActorRow, classId: string) =>
        classGrades({ db, access }, actor, classId),
      // A completion adds what its activity asks for through the other modules' own writes,
      // inside the completion's transaction.
      completion: new ActivityCompletion({
        db,
        writes,
        access,
        clock,
        reads: activityReads,
        management: activityManagement,
        writers: {
          createIdea: (trx, changes, actor, body, context) =>
            ideas.createIn(trx, changes, actor, body, context),
          createKeyPoint: (trx, changes, actor, sourceId, myPoint, context) =>
            ideas.createKeyPointIn(trx, changes, actor, sourceId, myPoint, context),
          interpret: (trx, changes, actor, ideaId, body, context) =>
            interpretations.interpretIn(trx, changes, actor, ideaId, body, context),
        },
      }),
    },
    reports: new ReportsService({ db, access, clock }),
    viewpoints: new ViewpointsService({
      db,
      access,
      requireManagedClass: (actor, classId) => classes.requireManaged(actor, classId),
      askToRecomputeIn,
      recomputeAsked: () => jobs.wake(recomputeMs),
    }),
    // Works the opinion maps out, as the runner's jobs; tests call it themselves.
    viewpointRecompute,
    notifications: new NotificationsService({
      db,
      clock,
      mails: !config.flags.anonymous,
      defaultLanguage: config.defaultLanguage,
    }),
    uploads: new UploadsService({ access, storage: deps.storage }),
    pages: new PageFetchService({
      access,
      allowLoopback: config.scrape.allowLoopback,
      network: config.scrape.network,
    }),
    storage: deps.storage,
    metrics,
  };
}
