import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateSettingBody,
  IdParams,
  SettingDto,
  SettingList,
  UpdateSettingBody,
} from '@thoughtful/shared';
import { authenticate, requireAdmin } from '../auth/auth.hooks';
import { SettingsService } from './settings.service';

/**
 * The default waveMaker list (content spec §7). Every signed-in user reads it (the create flows
 * need it); only admins change it (DESIGN.md §3, which is stricter than spec §6's non-students).
 */
export const settingRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = new SettingsService(app.database.db);
  const adminOnly = { preHandler: [authenticate, requireAdmin] };

  app.get(
    '/setting',
    { preHandler: authenticate, schema: { response: { 200: SettingList } } },
    async () => settings.list(),
  );

  app.post(
    '/setting',
    { ...adminOnly, schema: { body: CreateSettingBody, response: { 201: SettingDto } } },
    async (request, reply) => reply.status(201).send(await settings.create(request.body)),
  );

  app.post(
    '/setting/:id',
    {
      ...adminOnly,
      schema: { params: IdParams, body: UpdateSettingBody, response: { 200: SettingDto } },
    },
    async (request) => settings.update(request.params.id, request.body),
  );
};
