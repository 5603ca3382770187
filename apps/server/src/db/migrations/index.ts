import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-users-and-invitations';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-content';
import * as m0004 from './0004-links';
import * as m0005 from './0005-quotes';
import * as m0006 from './0006-search-accents';
import * as m0007 from './0007-agent-scales';
import * as m0008 from './0008-idea-scales';
import * as m0009 from './0009-token-version';
import * as m0010 from './0010-idea-scale-aggregates';
import * as m0011 from './0011-activities';
import * as m0012 from './0012-interpretation-understanding';
import * as m0013 from './0013-linked-items-order';
import * as m0014 from './0014-content-versions';
import * as m0015 from './0015-media';
import * as m0016 from './0016-write-version';
import * as m0017 from './0017-idea-kept-version';
import * as m0018 from './0018-login-ids-not-names';
import * as m0019 from './0019-confirmation-codes-carry-registration';
import * as m0020 from './0020-media-in-chunks';
import * as m0021 from './0021-search-word-forms';
import * as m0022 from './0022-classes';
import * as m0023 from './0023-search-vocabulary';
import * as m0024 from './0024-class-removals';
import * as m0025 from './0025-activity-feedback';
import * as m0026 from './0026-mail-outbox';
import * as m0027 from './0027-follow-up-readers';
import * as m0028 from './0028-notifications';
import * as m0029 from './0029-viewpoints';
import * as m0030 from './0030-school-sign-in';
import * as m0031 from './0031-class-content-without-own-wavemaker';
import * as m0032 from './0032-class-aggregates';
import * as m0033 from './0033-ended-sessions';
import * as m0034 from './0034-viewpoint-published';
import * as m0035 from './0035-class-names-one-line';
import * as m0036 from './0036-jobs';
import * as m0037 from './0037-completion-position';
import * as m0040 from './0040-combined-viewpoint-scopes';
import * as m0041 from './0041-class-groups';
import * as m0042 from './0042-invitation-names';
import * as m0043 from './0043-class-groups-version';
import * as m0044 from './0044-user-language';
import * as m0045 from './0045-content-language';
import * as m0046 from './0046-scale-predictions';
import * as m0047 from './0047-reference-readings';
import * as m0048 from './0048-reference-reading-values';

/**
 * Migrations are listed here rather than read from a folder, so the bundled server and the CLI
 * carry them with them. Names sort in the order they run; never rename or edit a landed one.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-users-and-invitations': m0001,
  '0002-accounts': m0002,
  '0003-content': m0003,
  '0004-links': m0004,
  '0005-quotes': m0005,
  '0006-search-accents': m0006,
  '0007-agent-scales': m0007,
  '0008-idea-scales': m0008,
  '0009-token-version': m0009,
  '0010-idea-scale-aggregates': m0010,
  '0011-activities': m0011,
  '0012-interpretation-understanding': m0012,
  '0013-linked-items-order': m0013,
  '0014-content-versions': m0014,
  '0015-media': m0015,
  '0016-write-version': m0016,
  '0017-idea-kept-version': m0017,
  '0018-login-ids-not-names': m0018,
  '0019-confirmation-codes-carry-registration': m0019,
  '0020-media-in-chunks': m0020,
  '0021-search-word-forms': m0021,
  '0022-classes': m0022,
  '0023-search-vocabulary': m0023,
  '0024-class-removals': m0024,
  '0025-activity-feedback': m0025,
  '0026-mail-outbox': m0026,
  '0027-follow-up-readers': m0027,
  '0028-notifications': m0028,
  '0029-viewpoints': m0029,
  '0030-school-sign-in': m0030,
  '0031-class-content-without-own-wavemaker': m0031,
  '0032-class-aggregates': m0032,
  '0033-ended-sessions': m0033,
  '0034-viewpoint-published': m0034,
  '0035-class-names-one-line': m0035,
  '0036-jobs': m0036,
  '0037-completion-position': m0037,
  '0040-combined-viewpoint-scopes': m0040,
  '0041-class-groups': m0041,
  '0042-invitation-names': m0042,
  '0043-class-groups-version': m0043,
  '0044-user-language': m0044,
  '0045-content-language': m0045,
  '0046-scale-predictions': m0046,
  '0047-reference-readings': m0047,
  '0048-reference-reading-values': m0048,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};
