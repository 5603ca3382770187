import type { Kysely } from 'kysely';
import type { ReportBody } from '@thoughtful/shared';
import type { Database, UserRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { AccessPolicy } from '../access';

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
}
