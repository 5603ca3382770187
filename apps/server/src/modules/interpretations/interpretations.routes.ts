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
  IdParams,
  RateAgentBody,
} from '@thoughtful/shared';
import { gzipWhenAccepted } from '../../http/compression';
import { sendSplicedJson } from '../../http/spliced-gzip';
import { limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';

/**
 * Interpreting an inTell on its scales and rating a waveMaker on its plane (content §7), and
 * reading an inTell's interpretations beyond its aggregates (decisions.md 'Data and speed'). Who
 * may do which is the policy's to say (the services ask it); the routes only authenticate.
 */
export const interpretationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { interpretations, ideaScales, ideas } = app.services;

  app.post(
    '/ideas/scale/:id',
    {
      preHandler: [authenticate, limitPerUser('interpretation')],
      schema: { params: IdParams, body: AddIdeaScaleBody, response: { 200: IdeaDto } },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { id } = request.params;
      // A link rating changes the link's figures, which the inTell's kept copy holds: the
      // answer is built afresh and the writes counter raised, as for any other write.
      if (request.body.addLinkIdeaIdeaScale) {
        return interpretations.interpretIdea(actor, id, request.body);
      }
      await interpretations.interpretOnly(actor, id, request.body);
      // Only the aggregates and the member's own interpretation changed, and every read takes
      // those fresh: the kept copies stay good, and the answer comes from them.
      request.keptCopiesStillTrue = true;
      return sendSplicedJson(request, reply, await ideas.partsFor(id, actor.id));
    },
  );

  app.post(
    '/agents/scale/:id',
    {
      preHandler: [authenticate, limitPerUser('interpretation')],
      schema: { params: IdParams, body: RateAgentBody, response: { 200: AgentDto } },
    },
    async (request) =>
      interpretations.rateAgent(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/ideas/:id/scales',
    {
      preHandler: authenticate,
      // Ten thousand respondents' numbers: gzipped for clients that take it (all browsers do).
      onSend: gzipWhenAccepted,
      schema: { params: IdParams, response: { 200: IdeaScalePlotData } },
    },
    async (request) => ideaScales.plotData(currentUser(request), request.params.id),
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
};
