import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSettingBody,
  IdParams,
  SettingDto,
  SettingList,
  SettingListQuery,
  UpdateSettingBody,
} from '@thoughtful/shared';
import { authenticate, currentUser } from '../auth';

/**
 * The default waveMaker list (content spec §7). Every signed-in user reads it (the create flows
 * need it); non-students change it, teachers too (spec §2, §6; the policy's 'setting.manage').
 */
export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;
  const managers = { preHandler: authenticate };

  app.get(
    '/setting',
    {
      preHandler: authenticate,
      schema: { querystring: SettingListQuery, response: { 200: SettingList } },
    },
    async (request) => settings.list(currentUser(request), request.query),
  );

  app.post(
    '/setting',
    { ...managers, schema: { body: CreateSettingBody, response: { 201: SettingDto } } },
    async (request, reply) =>
      reply.status(201).send(await settings.create(currentUser(request), request.body)),
  );

  app.post(
    '/setting/:id',
    {
      ...managers,
      schema: { params: IdParams, body: UpdateSettingBody, response: { 200: SettingDto } },
    },
    async (request) => settings.update(currentUser(request), request.params.id, request.body),
  );
};
