import type { Kysely } from 'kysely';
import { PROFILE_MESSAGES, type ProfileDto, type UpdateProfileBody } from '@thoughtful/shared';
import type { Writes } from '../../changes/changes';
import type { Database, UserRow } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { AccessPolicy } from '../access';
import { toPublicUser } from '../users';
import {
  findProfileOfUser,
  listSavedProfiles,
  upsertProfile,
  type ProfileListRow,
} from './profiles.repository';

/**
 * The profiles page lists at most this many, the most recently saved first
 * (docs/decisions/2026-11-21-intells-and-wavemakers.md 'Profiles').
 */
export const PROFILE_LIST_LIMIT = 200;

function toProfileDto(row: ProfileListRow): ProfileDto {
  return {
    user: toPublicUser(row),
    aka: row.aka ?? '',
    bio: row.bio ?? '',
    reputation: row.reputation,
  };
}

export interface ProfilesDeps {
  db: Kysely<Database>;
  writes: Writes;
  access: AccessPolicy;
}

export class ProfilesService {
  constructor(private readonly deps: ProfilesDeps) {}

  private get db() {
    return this.deps.db;
  }

  async list(actor: UserRow): Promise<ProfileDto[]> {
    this.deps.access.requireUser(actor, 'profile.read');
    return (await listSavedProfiles(this.db, PROFILE_LIST_LIMIT)).map(toProfileDto);
  }

  /** A user's profile; one who never saved one has an empty alias and bio. */
  async getForUser(actor: UserRow, userId: string): Promise<ProfileDto> {
    this.deps.access.requireUser(actor, 'profile.read');
    const row = await findProfileOfUser(this.db, userId);
    if (!row) throw new NotFoundError(PROFILE_MESSAGES.NOT_FOUND);
    return toProfileDto(row);
  }

  /** Saves the actor's own profile: whose it is comes from the token, never from the body. */
  async saveOwn(actor: UserRow, body: UpdateProfileBody): Promise<ProfileDto> {
    this.deps.access.requireUser(actor, 'profile.edit', { ownerId: actor.id });
    await this.deps.writes.statement({ type: 'profile.saved', userId: actor.id }, (db) =>
      upsertProfile(db, actor.id, { aka: body.aka, bio: body.bio }),
    );
    return this.getForUser(actor, actor.id);
  }
}
