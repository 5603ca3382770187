import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LANGUAGE_COOKIE, NOT_FOUND_MESSAGE, pageLanguage } from '@thoughtful/shared';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import {
  loadRoutePages,
  matchesValidator,
  pageValidator,
  ROUTE_PAGES_DIR,
} from './http/route-pages';
import { errorBody, handleError } from './http/error-handler';
import { answerClientError } from './http/client-errors';
import { registerSecurityHeaders } from './http/security-headers';
import { zodValidatorCompiler } from './http/validation';
import { fullTextSearchFor } from './db/full-text-search';
import { createMailer, type Mailer } from './mail/mailer';
import { createMediaStorage } from './modules/media/media-storage';
import { createServices, type Services } from './services';
import { activityRoutes, feedbackRoutes } from './modules/activities';
import {
  EVENT_CHANNEL,
  eventBusFor,
  eventRoutes,
  liveEventsListener,
  LiveEvents,
  OpenStreams,
  streamCaps,
} from './modules/events';
import { agentRoutes } from './modules/agents/agents.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { classGroupRoutes, classRoutes } from './modules/classes';
import { configRoutes } from './modules/config/config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ideaRoutes } from './modules/ideas/ideas.routes';
import { docsRoutes, registerOpenApi } from './modules/docs';
import { interpretationRoutes } from './modules/interpretations/interpretations.routes';
import { invitationRoutes } from './modules/invitations/invitations.routes';
import { linkRoutes } from './modules/links/links.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { uploadRoutes } from './modules/media/uploads.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { scrapeRoutes } from './modules/scrape/scrape.routes';
import { settingRoutes } from './modules/settings/settings.routes';
import {
  notificationMailOf,
  notificationRoutes,
  notificationsListener,
} from './modules/notifications';
import { viewpointRoutes } from './modules/viewpoints';
import { ltiServiceRoutes } from './modules/lti/lti-services.routes';
import { ltiRoutes } from './modules/lti/lti.routes';
import { oidcRoutes } from './modules/oidc';
import { readCookie } from './modules/sign-in';
import { RateLimitStore } from './security/rate-limit-store';
import { logOptions } from './lib/log-options';
import { registerMetrics } from './metrics/metrics.routes';
import { createServerMetrics, type ServerMetrics } from './metrics/server-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    mailer: Mailer;
    rateLimits: RateLimitStore;
    /** Live updates: what writes changed, to every server's open event streams. */
    liveEvents: LiveEvents;
    /** The live-event streams this server holds open, counted by member and address. */
    liveStreams: OpenStreams;
    /** Every service, built once (services.ts); routes reach them here. */
    services: Services;
    /** What this server measures about itself, for `GET /metrics` (metrics/server-metrics.ts). */
    metrics: ServerMetrics;
  }
}

export type App = FastifyInstance;

/**
 * The video hosts' players, which the web app frames: YouTube's embed page and Vimeo's. The web
 * app frames youtube-nocookie.com only; youtube.com stays because the policy also governs where
 * the embed itself navigates within its frame. No foreign script runs in our pages:
 * YouTube's embed is talked to through postMessage, not YouTube's IFrame API script, and Vimeo's
 * player code comes bundled in react-player.
 */
const VIDEO_HOST_FRAMES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

export interface BuildAppOptions {
  /** An already opened (and migrated) database; otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Log through pino at the configured level; tests pass false. */
  logger?: boolean;
  /** Readable log lines instead of JSON (`main.ts`: when the output is a terminal). */
  prettyLogs?: boolean;
  /** Where log lines go instead of standard output (tests). */
  logDestination?: NodeJS.WritableStream;
  /** Replaces the configured mailer (SMTP or the outbox folder). */
  mailer?: Mailer;
  /** Prefix of the rate limits' Redis keys; tests give each run its own. */
  rateLimitKeyPrefix?: string;
  /** The Redis or PostgreSQL channel of live events; tests give each run its own. */
  eventChannel?: string;
}

/**
 * Builds the whole HTTP application without listening, so tests drive it with `app.inject()` and
 * `main.ts` alone owns the process (signals, ports, exit codes).
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : logOptions(config.logLevel, options.prettyLogs === true, options.logDestination),
    // One `debug` line per request (below), not Fastify's two `info` ones.
    logController: new LogController({ disableRequestLogging: true }),
    // Request ids are the server's own; a client-sent id header is not trusted into the logs.
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // A body trickled a byte every few seconds held connections open for minutes: the whole
    // request (headers within 15 s) must arrive within REQUEST_TIMEOUT_MS; Node checks that
    // every quarter of it, so a slow sender is cut off at most 25% late.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(15_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(250, Math.floor(config.requestTimeoutMs / 4)),
    },
    // Requests Node's HTTP parser refuses (headers too large, unreadable, too slow) get the same
    // `{ errors }` body too, written to the socket since they never become requests.
    clientErrorHandler: answerClientError,
    // Errors the router raises before any handler runs (a malformed %-escape in the path, a bad
    // content-type header) get the same `{ errors }` body as everything else.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply
        .status(400)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(errorBody([error.message || 'Bad request'])));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const database = options.database ?? openDatabase(config.database);
  const ownsDatabase = options.database === undefined;
  const rateLimits = await RateLimitStore.open({
    redisUrl: config.redisUrl,
    scale: config.rateLimitScale,
    log: app.log,
    keyPrefix: options.rateLimitKeyPrefix,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  const mailer = options.mailer ?? createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.decorate('rateLimits', rateLimits);
  const eventChannel = options.eventChannel ?? EVENT_CHANNEL;
  const liveEvents = new LiveEvents(
    await eventBusFor(config, database, eventChannel, app.log),
    app.log,
  );
  app.decorate('liveEvents', liveEvents);
  app.decorate('liveStreams', new OpenStreams(streamCaps(config.rateLimitScale)));
  // The process's own figures (event loop, memory, GC) only when someone may read them.
  const metrics = createServerMetrics({
    processMetrics: config.metricsToken !== undefined,
    poolStats: database.poolStats,
    openStreams: () => app.liveStreams.counts.streams,
  });
  app.decorate('metrics', metrics);
  app.decorate(
    'services',
    createServices({
      db: database.db,
      dialect: database.dialect,
      search: fullTextSearchFor(database.dialect),
      mailer,
      storage: createMediaStorage(config.media, database),
      config,
      log: app.log,
      metrics,
    }),
  );
  // Each committed write's changes reach every server's open streams (DESIGN.md §9, §11).
  app.services.changes.listen(liveEventsListener(liveEvents));
  app.services.changes.listen(
    notificationsListener({
      publish: (userIds) => liveEvents.publish('notification', ...userIds),
      mail: notificationMailOf(app.services, config),
    }),
  );
  app.decorateRequest('user', null);
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        url: request.url.split('?')[0],
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  // Times every answer by route, and GET /metrics when METRICS_TOKEN is set.
  registerMetrics(app, metrics);
  // This server runs the background jobs once it is ready (jobs/job-runner.ts): mail, scores
  // for learning platforms, the opinion maps that changed, sweeps.
  app.addHook('onReady', async () => app.services.jobs.start());
  app.addHook('onClose', async () => {
    await app.services.jobs.close();
    app.mailer.close?.();
    await app.services.viewpointRecompute.close();
    // A roster sync a launch started finishes before the database closes.
    await app.services.ltiRoster.idle();
    // How well the kept inTells served this server (bench:soak reads it: docs/benchmarks.md).
    await app.services.ideaReads.warmed();
    app.log.info(
      { keptInTellReads: app.services.ideaReads.publicPartReads },
      'kept inTell copies at close',
    );
    await liveEvents.close();
    await rateLimits.close();
    await app.services.storage.close?.();
    metrics.close();
    if (ownsDatabase) await database.close();
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        // Ideas and waveMakers show images from the pages they cite, wherever those live.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        // Video inTells: files from any https site, and the players of the video hosts the
        // web app supports, as frames; no foreign script.
        'media-src': ["'self'", 'blob:', 'https:'],
        'script-src': ["'self'"],
        'frame-src': ["'self'", ...VIDEO_HOST_FRAMES],
        // PUBLIC_URL may be plain http on a school's own network.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // The OpenAPI document records the routes as they are registered: it comes first.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // API answers are personal (the reader's own interpretation first, profiles, tokens):
      // no browser or proxy may keep one. Set last, so no route can forget it.
      api.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(authRoutes);
      await api.register(oidcRoutes);
      await api.register(invitationRoutes);
      await api.register(reportRoutes);
      await api.register(uploadRoutes);
      await api.register(scrapeRoutes);
      await api.register(ideaRoutes);
      await api.register(agentRoutes);
      await api.register(interpretationRoutes);
      await api.register(linkRoutes);
      await api.register(profileRoutes);
      await api.register(settingRoutes);
      await api.register(classRoutes);
      await api.register(classGroupRoutes);
      await api.register(activityRoutes);
      await api.register(feedbackRoutes);
      await api.register(notificationRoutes);
      await api.register(viewpointRoutes);
      await api.register(ltiServiceRoutes);
      await api.register(ltiRoutes);
      await api.register(eventRoutes);
      await api.register(docsRoutes);
      api.setNotFoundHandler((_request, reply) =>
        reply.status(404).send(errorBody([NOT_FOUND_MESSAGE])),
      );
    },
    { prefix: '/api' },
  );

  // Uploaded files, public; registered before the web app so its page fallback never sees /media.
  await app.register(mediaRoutes);
  await registerWebApp(app, config.webDistDir);
  return app;
}

/** The suffixes of the compressed variants the web build writes, in @fastify/static's names. */
const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'];

function withoutCompressedSuffix(filePath: string): string {
  const suffix = PRECOMPRESSED_SUFFIXES.find((each) => filePath.endsWith(each));
  return suffix ? filePath.slice(0, -suffix.length) : filePath;
}

/** The built files that have a compressed variant beside them, by absolute path. */
function filesWithCompressedVariants(distDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(distDir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && withoutCompressedSuffix(file) !== file) {
      files.add(withoutCompressedSuffix(file));
    }
  }
  return files;
}

/**
 * Serves the built single-page app: hashed assets cached for good, index.html never cached, and
 * every other GET answered with index.html so client routes (and the not-found screen) work on reload.
 */
async function registerWebApp(app: App, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    const compressed = filesWithCompressedVariants(distDir);
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // Files are listed once at start-up; anything else falls through to the page handler below.
      wildcard: false,
      // The build writes `file.br` and `file.gz` beside each text file (apps/web/build/
      // precompress.ts): the browser gets the one it accepts, else the file itself, and nothing is
      // compressed per request. They are encodings of that file, not addresses of their own.
      preCompressed: true,
      globIgnore: [
        ...PRECOMPRESSED_SUFFIXES.map((suffix) => `**/*${suffix}`),
        // The pages are index.html with a screen's scripts named: sent below, not addresses.
        `${ROUTE_PAGES_DIR}/**`,
      ],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // Caches keep each encoding apart; `filePath` is the variant sent (`x.js.br`).
        if (compressed.has(withoutCompressedSuffix(filePath))) {
          res.setHeader('vary', 'Accept-Encoding');
        }
      },
    });
  }
  const pageFor = loadRoutePages(distDir);
  // Each page's validator, from its words, worked out the first time it is sent.
  const validators = new Map<string, string>();
  const validatorOf = (page: string) => {
    let validator = validators.get(page);
    if (validator === undefined) {
      validator = pageValidator(path.join(distDir, page));
      validators.set(page, validator);
    }
    return validator;
  };
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasWebApp && isPageRequest) {
      // Learning platforms frame the app's pages after a launch (modules/lti/platform-framing.ts).
      app.services.lti.framing.allowOn(reply);
      // index.html, or its copy that also names the scripts of the screen at this address, in
      // the reader's language: this browser's choice (the cookie the web app writes), else what
      // it asks for, else the installation's default (docs/decisions/2026-12-06-languages.md
      // 'Pages in the reader's language').
      const { page, language } = pageFor(
        request.url,
        pageLanguage({
          cookie: readCookie(request.headers.cookie, LANGUAGE_COOKIE),
          acceptLanguage: request.headers['accept-language'],
          defaultLanguage: app.config.defaultLanguage,
        }),
      );
      const validator = validatorOf(page);
      reply
        // Never reused without asking, and kept by the browser only: a shared cache that ignores
        // Vary must not give one reader's language to another.
        .header('cache-control', 'private, no-cache')
        // The answer depends on these three headers (the encoding's, as for every built file).
        .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
        .header('content-language', language)
        .header('etag', validator);
      if (matchesValidator(request.headers['if-none-match'], validator)) {
        return reply.code(304).send();
      }
      // `send`'s own validators come from the file's size and time, which pages of one build in
      // two languages may share: the validator above replaces them.
      return reply.sendFile(page, { etag: false, lastModified: false });
    }
    if (isPageRequest) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).',
        );
    }
    return reply.status(404).send(errorBody([NOT_FOUND_MESSAGE]));
  });
}
