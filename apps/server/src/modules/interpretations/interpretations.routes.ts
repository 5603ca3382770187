import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddIdeaScaleBody,
  AgentDto,
  IdeaDto,
  IdeaNote,
  IdeaNoteParams,
  IdeaNotesPage,
  IdeaNotesQuery,
  IdeaScalePlotData,
  IdeaScalePlotQuery,
  IdParams,
  RateAgentBody,
  PredictionBody,
  PredictionOutcomes,
  PredictionQuery,
  PredictionTrend,
  ClassPerceptionGaps,
  ClassAgreement,
  KeyDistances,
  OwnKey,
  UnderstoodScales,
} from '@thoughtful/shared';
import { gzipWhenAccepted } from '../../http/compression';
import { sendSplicedJson } from '../../http/spliced-gzip';
import { limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * Interpreting an inTell on its scales and rating a waveMaker on its plane (content §7), and
 * reading an inTell's interpretations beyond its aggregates
 * (docs/decisions/2026-11-23-data-and-speed.md). Who may do which is the policy's to say (the
 * services ask it); the routes only authenticate.
 */
export const interpretationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interpretations, ideaScales, ideaReads, agentReads, predictions, referenceReadings } =
    app.services;

  app.post(
    '/ideas/scale/:id',
    {
      preHandler: [authenticate, limitPerUser('interpretation')],
      schema: { params: IdParams, body: AddIdeaScaleBody, response: { 200: IdeaDto } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id } = request.params;
      // The author's own reading and a teacher's key are kept beside the results, never in them.
      if (request.body.role === 'reader')
        await interpretations.interpretOnly(actor, id, request.body);
      else await referenceReadings.record(actor, id, request.body);
      // The answer is the inTell as any read gives it: the aggregates and the member's own
      // interpretation read fresh, the rest kept unless a link rating with it raised its version.
      return sendSplicedJson(request, reply, await ideaReads.partsFor(id, actor));
    },
  );

  app.post(
    '/agents/scale/:id',
    {
      preHandler: [authenticate, limitPerUser('interpretation')],
      schema: { params: IdParams, body: RateAgentBody, response: { 200: AgentDto } },
    },
    async (request) => {
      const actor = currentUser(request);
      await interpretations.rateAgent(actor, request.params.id, request.body);
      return agentReads.get(request.params.id, actor.id);
    },
  );

  app.get(
    '/ideas/:id/scales',
    {
      preHandler: authenticate,
      // Ten thousand respondents' numbers: gzipped for clients that take it (all browsers do).
      onSend: gzipWhenAccepted,
      schema: {
        params: IdParams,
        querystring: IdeaScalePlotQuery,
        response: { 200: IdeaScalePlotData },
      },
    },
    async (request) =>
      ideaScales.plotData(currentUser(request), request.params.id, request.query.activity),
  );

  app.get(
    '/ideas/:id/notes',
    {
      preHandler: authenticate,
      schema: { params: IdParams, querystring: IdeaNotesQuery, response: { 200: IdeaNotesPage } },
    },
    async (request) => ideaScales.notes(currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/ideas/:id/notes/:userId',
    {
      preHandler: authenticate,
      schema: { params: IdeaNoteParams, response: { 200: IdeaNote } },
    },
    async (request) =>
      ideaScales.note(currentUser(request), request.params.id, request.params.userId),
  );

  app.get(
    '/ideas/:id/scales.csv',
    { preHandler: [authenticate, limitPerUser('export')], schema: { params: IdParams } },
    async (request, reply) => {
      const csv = await ideaScales.exportCsv(currentUser(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .send(Readable.from(csv.lines, { objectMode: false }));
    },
  );

  // Perception gap (issue 45, DESIGN.md §15): a guess before the results, compared after.
  app.post(
    '/ideas/:id/prediction',
    {
      preHandler: [authenticate, limitPerUser('interpretation')],
      schema: { params: IdParams, body: PredictionBody, response: { 200: PredictionOutcomes } },
    },
    async (request) => {
      const actor = currentUser(request);
      await predictions.predict(actor, request.params.id, request.body);
      return predictions.outcomes(actor, request.params.id);
    },
  );

  app.get(
    '/ideas/:id/prediction',
    {
      preHandler: authenticate,
      schema: {
        params: IdParams,
        querystring: PredictionQuery,
        response: { 200: PredictionOutcomes },
      },
    },
    async (request) =>
      predictions.outcomes(currentUser(request), request.params.id, request.query.activity),
  );

  app.get(
    '/me/predictions',
    { preHandler: authenticate, schema: { response: { 200: PredictionTrend } } },
    async (request) => predictions.trend(currentUser(request)),
  );

  app.get(
    '/classes/:id/perception-gap',
    {
      preHandler: authenticate,
      schema: { params: IdParams, response: { 200: ClassPerceptionGaps } },
    },
    async (request) => predictions.classGap(currentUser(request), request.params.id),
  );

  // 'Was I understood?' and calibration keys (issue 45, DESIGN.md §15).
  app.get(
    '/ideas/:id/understood',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: UnderstoodScales } } },
    async (request) => referenceReadings.understood(currentUser(request), request.params.id),
  );

  app.get(
    '/ideas/:id/key',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: OwnKey } } },
    async (request) => referenceReadings.ownKey(currentUser(request), request.params.id),
  );

  app.get(
    '/ideas/:id/key-distance',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: KeyDistances } } },
    async (request) => referenceReadings.keyDistance(currentUser(request), request.params.id),
  );

  app.get(
    '/classes/:id/agreement',
    { preHandler: authenticate, schema: { params: IdParams, response: { 200: ClassAgreement } } },
    async (request) => referenceReadings.classAgreement(currentUser(request), request.params.id),
  );
};
