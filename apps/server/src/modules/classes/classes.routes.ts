import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddToRosterAnswer,
  AddToRosterBody,
  CLASS_MESSAGES,
  ClassDto,
  ClassIdParams,
  ClassList,
  ClassListQuery,
  CreateClassBody,
  JoinClassBody,
  JoinClassPreview,
  JoinCodeParams,
  ManagedAccount,
  MessageResponse,
  RenamedStudent,
  RenameStudentBody,
  Roster,
  RosterStudentParams,
  UpdateClassBody,
} from '@thoughtful/shared';
import { withClassJoinLimits } from '../../security/class-join-limits';
import { hourlyBudget } from '../../security/hourly-budget';
import { enforceUserLimit, limitPerUser } from '../../security/user-limits';
import { authenticate, currentUser } from '../auth';
import { invitationMailBudget } from '../invitations';

/**
 * Managed accounts a member makes in an hour: a teacher a class at a time (four classes of thirty),
 * an admin a school's year groups. Each is a password hashed, and a login ID in circulation.
 */
export const MANAGED_ACCOUNT_LIMITS = Object.freeze({ perTeacher: 120, perAdmin: 1000 });

/**
 * Classes and rosters (DESIGN.md §10). The routes authenticate; who may do what is the classes
 * service's question to the access policy, with the caller's role in the class.
 */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const { classes } = app.services;
  const signedIn = { preHandler: authenticate };
  const mailBudget = invitationMailBudget(app);
  const accountBudget = hourlyBudget(
    app,
    'managed-accounts',
    MANAGED_ACCOUNT_LIMITS,
    CLASS_MESSAGES.ACCOUNT_BUDGET_SPENT,
  );

  app.get(
    '/classes',
    { ...signedIn, schema: { querystring: ClassListQuery, response: { 200: ClassList } } },
    async (request) => classes.list(currentUser(request), request.query.archived),
  );

  app.post(
    '/classes',
    { ...signedIn, schema: { body: CreateClassBody, response: { 201: ClassDto } } },
    async (request, reply) =>
      reply.status(201).send(await classes.create(currentUser(request), request.body)),
  );

  // Before '/classes/:id', which would otherwise take 'join' for an id (and refuse it).
  app.post(
    '/classes/join',
    { ...signedIn, schema: { body: JoinClassBody, response: { 200: ClassDto } } },
    async (request) => {
      const actor = currentUser(request);
      return withClassJoinLimits(request, actor.id, () => classes.join(actor, request.body.code));
    },
  );

  // Anyone with the code, signed in or not: the join page names the class and its teachers.
  app.get(
    '/classes/join/:code',
    { schema: { params: JoinCodeParams, response: { 200: JoinClassPreview } } },
    async (request) =>
      withClassJoinLimits(request, null, () => classes.preview(request.params.code)),
  );

  app.get(
    '/classes/:id',
    { ...signedIn, schema: { params: ClassIdParams, response: { 200: ClassDto } } },
    async (request) => classes.get(currentUser(request), request.params.id),
  );

  app.post(
    '/classes/:id',
    {
      ...signedIn,
      schema: { params: ClassIdParams, body: UpdateClassBody, response: { 200: ClassDto } },
    },
    async (request) => classes.update(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/classes/:id/roster',
    { ...signedIn, schema: { params: ClassIdParams, response: { 200: Roster } } },
    async (request) => classes.roster(currentUser(request), request.params.id),
  );

  app.post(
    '/classes/:id/roster',
    {
      ...signedIn,
      schema: {
        params: ClassIdParams,
        body: AddToRosterBody,
        response: { 200: AddToRosterAnswer },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      if ('managed' in request.body) {
        await enforceUserLimit(request, 'accounts');
        await accountBudget.reserve(actor, request.body.managed);
      }
      const answer = await classes.addToRoster(actor, request.params.id, request.body, {
        reserve: (mails) => mailBudget.reserve(actor, mails),
        spend: (mails) => mailBudget.spend(actor, mails),
      });
      if ('accounts' in answer) await accountBudget.spend(actor, answer.accounts.length);
      return answer;
    },
  );

  app.delete(
    '/classes/:id/roster/:userId',
    { ...signedIn, schema: { params: RosterStudentParams, response: { 200: MessageResponse } } },
    async (request) => {
      const { id, userId } = request.params;
      await classes.removeFromRoster(currentUser(request), id, userId);
      return { msg: CLASS_MESSAGES.STUDENT_REMOVED };
    },
  );

  app.post(
    '/classes/:id/roster/:userId/password',
    {
      preHandler: [authenticate, limitPerUser('accounts')],
      schema: { params: RosterStudentParams, response: { 200: ManagedAccount } },
    },
    async (request) => {
      const { id, userId } = request.params;
      return classes.resetPassword(currentUser(request), id, userId);
    },
  );

  app.post(
    '/classes/:id/roster/:userId/name',
    {
      ...signedIn,
      schema: {
        params: RosterStudentParams,
        body: RenameStudentBody,
        response: { 200: RenamedStudent },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      return classes.renameStudent(currentUser(request), id, userId, request.body.name);
    },
  );
};
