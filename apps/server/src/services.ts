import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DatabaseHandle, DialectName } from './db/database';
import { fullTextSearchFor, type FullTextSearch } from './db/full-text-search';
import type { Database } from './db/schema';
import { createMailer, type Mailer } from './mail/mailer';
import { AccessPolicy } from './modules/access';
import { ActivitiesService } from './modules/activities';
import { AgentsService } from './modules/agents/agents.service';
import { AuthService } from './modules/auth/auth.service';
import { IdeasService } from './modules/ideas/ideas.service';
import { IdeaScaleReadsService } from './modules/interpretations/idea-scale-reads.service';
import { InterpretationsService } from './modules/interpretations/interpretations.service';
import { InvitationsService } from './modules/invitations/invitations.service';
import { LinksService } from './modules/links/links.service';
import { createMediaStorage, type MediaStorage } from './modules/media/media-storage';
import { UploadsService } from './modules/media/uploads.service';
import { ProfilesService } from './modules/profiles/profiles.service';
import { ReportsService } from './modules/reports/reports.service';
import { PageFetchService } from './modules/scrape/scrape.service';
import { SettingsService } from './modules/settings/settings.service';

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
  const access = new AccessPolicy({ education: config.flags.education });

  const ideas = new IdeasService({ db, dialect, search, access, clock });
  const agents = new AgentsService({ db, search, access, clock });
  const interpretations = new InterpretationsService({
    db,
    access,
    clock,
    readers: {
      idea: (id, viewerId) => ideas.get(id, viewerId),
      agent: (id, viewerId) => agents.get(id, viewerId),
    },
  });
  return {
    access,
    auth: new AuthService({ db, config, mailer: deps.mailer, log: deps.log }),
    invitations: new InvitationsService({ db, access, anonymous: config.flags.anonymous }),
    ideas,
    agents,
    interpretations,
    ideaScales: new IdeaScaleReadsService({ db, access }),
    links: new LinksService({ db, access, clock }),
    profiles: new ProfilesService({ db, access }),
    settings: new SettingsService({ db, access, clock }),
    // A completion adds what its activity asks for through the other modules' own writes,
    // inside the completion's transaction.
    activities: new ActivitiesService({
      db,
      access,
      clock,
      writers: {
        createIdea: (trx, actor, body, context) => ideas.createIn(trx, actor, body, context),
        createKeyPoint: (trx, actor, sourceId, myPoint, context) =>
          ideas.createKeyPointIn(trx, actor, sourceId, myPoint, context),
        interpret: (trx, actor, ideaId, body, context) =>
          interpretations.interpretIn(trx, actor, ideaId, body, context),
      },
    }),
    reports: new ReportsService({ db, access, clock }),
    uploads: new UploadsService({ access, storage: deps.storage }),
    pages: new PageFetchService({
      access,
      allowLoopback: config.scrape.allowLoopback,
      network: config.scrape.network,
    }),
    storage: deps.storage,
  };
}
