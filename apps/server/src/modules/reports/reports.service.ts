import type { Kysely } from 'kysely';
import {
  ID_PATTERN,
  publicName,
  REPORTS_CURSOR_INVALID,
  type ReportBody,
  type ReportsPage,
  type ReportsQuery,
} from '@thoughtful/shared';
import { BadRequestError } from '../../http/errors';
import type { Database, UserRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { AccessPolicy, ActorRow } from '../access';

export const REPORT_RECEIVED = 'Thank you. Your report has been received.';

export interface ReportsDeps {
  db: Kysely<Database>;
  access: AccessPolicy;
  clock: () => Date;
}

/** Members' bug reports and suggestions (`POST /api/report`), kept for the admins. */
export class ReportsService {
  constructor(private readonly deps: ReportsDeps) {}

  async create(actor: UserRow, body: ReportBody): Promise<string> {
    this.deps.access.requireUser(actor, 'report.create');
    await this.deps.db
      .insertInto('reports')
      .values({
        id: newId(),
        user_id: actor.id,
        message: body.message,
        created_at: this.deps.clock().toISOString(),
      })
      .execute();
    return REPORT_RECEIVED;
  }

  /**
   * The reports, newest first, a page at a time off the `created_at` index (admins, and the
   * operator's `reports` command): who sent each (null once the account is deleted) and when.
   */
  async list(actor: ActorRow, query: ReportsQuery): Promise<ReportsPage> {
    this.deps.access.requireUser(actor, 'report.read');
    const after = query.cursor === undefined ? null : decodeReportsCursor(query.cursor);
    let select = this.deps.db
      .selectFrom('reports')
      .leftJoin('users', 'users.id', 'reports.user_id')
      .select([
        'reports.id',
        'reports.message',
        'reports.created_at',
        'reports.user_id',
        'users.name as user_name',
        'users.email as user_email',
      ])
      .orderBy('reports.created_at', 'desc')
      .orderBy('reports.id', 'desc')
      .limit(query.limit + 1);
    if (after !== null) {
      select = select.where((eb) =>
        eb.or([
          eb('reports.created_at', '<', after.createdAt),
          eb.and([eb('reports.created_at', '=', after.createdAt), eb('reports.id', '<', after.id)]),
        ]),
      );
    }
    const rows = await select.execute();
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      reports: page.map((row) => ({
        _id: row.id,
        message: row.message,
        date: row.created_at,
        user:
          row.user_id !== null && row.user_email !== null
            ? { _id: row.user_id, name: publicName(row.user_name ?? ''), email: row.user_email }
            : null,
      })),
      nextCursor:
        rows.length > query.limit && last
          ? encodeReportsCursor({ createdAt: last.created_at, id: last.id })
          : null,
    };
  }
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

interface ReportsPosition {
  createdAt: string;
  id: string;
}

function encodeReportsCursor(position: ReportsPosition): string {
  return Buffer.from(`${position.createdAt} ${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a 400 for anything this server did not write. */
function decodeReportsCursor(cursor: string): ReportsPosition {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split(' ');
  if (rest.length > 0 || !ISO_TIME.test(createdAt) || !ID_PATTERN.test(id)) {
    throw new BadRequestError(REPORTS_CURSOR_INVALID);
  }
  return { createdAt, id };
}
