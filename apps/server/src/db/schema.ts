import type {
  ColumnType,
  Generated,
  Insertable,
  Kysely,
  Selectable,
  Transaction,
  Updateable,
} from 'kysely';

/**
 * The database as Kysely sees it. Portable column types only, so the same queries run on SQLite
 * and PostgreSQL: ids are opaque text, booleans are 0/1 integers, times are ISO-8601 UTC text
 * (which sorts correctly as text). Repositories map rows to DTOs; rows never leave the server.
 */
/** Version counters of cached content (migration 0014, db/content-versions.ts). */
export interface ContentVersionsTable {
  name: string;
  /** 64-bit (migration 0016): PostgreSQL's driver gives it as text; read via readContentVersion. */
  version: number;
}

/** Uploaded files kept in the database (MEDIA_STORE=database; migrations 0015, 0020). */
export interface MediaTable {
  key: string;
  content_type: string;
  size: number;
  created_at: string;
  /** 0 while the file is being written: it is then neither served nor listed. */
  complete: number;
}

/** A file's bytes in the database, in order, a chunk per row (migration 0020). */
export interface MediaChunksTable {
  key: string;
  position: number;
  bytes: Buffer;
}

/**
 * A job for the job runner (migration 0036, jobs/job-runner.ts): a mail to send, an opinion map
 * to work out, a sweep. Waiting while `lease_until` is null or past and `failed_at` null; held by
 * a runner until `lease_until`; given up once `failed_at` is set. A job with a `job_key` is one
 * per (kind, key): asked for again while it runs, it sets `again` and runs once more after.
 */
export interface JobsTable {
  id: string;
  kind: string;
  job_key: string | null;
  payload: string;
  priority: number;
  run_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  lease_until: string | null;
  again: ColumnType<number, number | undefined, number>;
  failed_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface Database {
  content_versions: ContentVersionsTable;
  jobs: JobsTable;
  media: MediaTable;
  media_chunks: MediaChunksTable;
  users: UsersTable;
  invitations: InvitationsTable;
  auth_codes: AuthCodesTable;
  bans: BansTable;
  reports: ReportsTable;
  ideas: IdeasTable;
  agents: AgentsTable;
  idea_agents: IdeaAgentsTable;
  profiles: ProfilesTable;
  settings: SettingsTable;
  setting_agents: SettingAgentsTable;
  link_idea_idea: LinkIdeaIdeaTable;
  link_idea_agent: LinkIdeaAgentTable;
  link_agent_agent: LinkAgentAgentTable;
  link_idea_idea_ratings: LinkRatingsTable;
  link_idea_agent_ratings: LinkRatingsTable;
  link_agent_agent_ratings: LinkRatingsTable;
  agent_scales: AgentScalesTable;
  idea_scales: IdeaScalesTable;
  scale_predictions: ScalePredictionsTable;
  reference_readings: ReferenceReadingsTable;
  idea_scale_aggregates: IdeaScaleAggregatesTable;
  class_idea_scale_aggregates: ClassIdeaScaleAggregatesTable;
  activities: ActivitiesTable;
  activity_completions: ActivityCompletionsTable;
  activity_feedback: ActivityFeedbackTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  follow_up_readers: FollowUpReadersTable;
  activity_sequence: ActivitySequenceTable;
  classes: ClassesTable;
  class_teachers: ClassTeachersTable;
  class_students: ClassStudentsTable;
  class_groups: ClassGroupsTable;
  removed_students: RemovedStudentsTable;
  viewpoint_scopes: ViewpointScopesTable;
  viewpoint_members: ViewpointMembersTable;
  viewpoint_published: ViewpointPublishedTable;
  viewpoint_published_cruxes: ViewpointPublishedCruxesTable;
  viewpoint_scope_classes: ViewpointScopeClassesTable;
  external_identities: ExternalIdentitiesTable;
  sign_in_tickets: SignInTicketsTable;
  oidc_flows: OidcFlowsTable;
  ended_sessions: EndedSessionsTable;
  lti_platforms: LtiPlatformsTable;
  lti_deployments: LtiDeploymentsTable;
  lti_registration_tokens: LtiRegistrationTokensTable;
  lti_launch_states: LtiLaunchStatesTable;
  lti_tool_keys: LtiToolKeysTable;
  lti_contexts: LtiContextsTable;
  lti_resource_links: LtiResourceLinksTable;
  lti_score_outbox: LtiScoreOutboxTable;
}

/** School sign-in and learning platforms (migration 0030, DESIGN.md §13). */
export interface ExternalIdentitiesTable {
  /** An OpenID provider's issuer, or an LTI platform's `issuer#clientId`. */
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
}

export interface SignInTicketsTable {
  ticket_hash: string;
  user_id: string;
  /** Where the web app goes once signed in (a path of this app). */
  next_path: string;
  expires_at: string;
  /** The browser binding's hash (modules/sign-in/browser-binding.ts); null when unbound. */
  browser_hash: string | null;
  /** 1 for an OpenID sign-in's ticket (migration 0033): its session may end the provider's. */
  from_provider: Generated<number>;
}

/** A session ended by its logout (migration 0033), until its token would have expired. */
export interface EndedSessionsTable {
  /** The token's `sid`. */
  session_id: string;
  expires_at: string;
}

export interface OidcFlowsTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  next_path: string;
  expires_at: string;
}

export interface LtiPlatformsTable {
  id: string;
  name: string;
  issuer: string;
  client_id: string;
  auth_login_url: string;
  auth_token_url: string;
  key_set_url: string;
  token_audience: string | null;
  /** JSON array of origins that frame its launches (besides the issuer's and login URL's). */
  frame_origins: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export interface LtiDeploymentsTable {
  platform_id: string;
  deployment_id: string;
}

export interface LtiRegistrationTokensTable {
  token_hash: string;
  created_by: string;
  expires_at: string;
}

export interface LtiLaunchStatesTable {
  state_hash: string;
  platform_id: string;
  nonce: string;
  /** The platform's `lti_storage_target` when the login used its postMessage storage. */
  storage_target: ColumnType<string | null, string | null | undefined, string | null>;
  expires_at: string;
}

export interface LtiToolKeysTable {
  kid: string;
  private_jwk: string;
  public_jwk: string;
  created_at: string;
  retired_at: string | null;
}

export interface LtiContextsTable {
  platform_id: string;
  context_id: string;
  class_id: string;
  deployment_id: string;
  memberships_url: string | null;
  lineitems_url: string | null;
  created_at: string;
}

export interface LtiResourceLinksTable {
  platform_id: string;
  resource_link_id: string;
  class_id: string;
  activity_id: string | null;
  lineitem_url: string | null;
}

export interface LtiScoreOutboxTable {
  id: string;
  platform_id: string;
  lineitem_url: string;
  /** The platform's id of the student: the score's `userId`. */
  subject: string;
  score: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  lease_until: string | null;
  sent_at: string | null;
  given_up_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** What repositories take: the database, or the transaction their caller opened. */
export type Db = Kysely<Database> | Transaction<Database>;

type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased; in anonymous mode the student's login ID. */
  email: string;
  password_hash: string | null;
  is_student: Flag;
  is_admin: Flag;
  confirmed: Flag;
  banned: Flag;
  reputation: ColumnType<number, number | undefined, number>;
  /** Raised by every password change; tokens of an older version are refused. */
  token_version: ColumnType<number, number | undefined, number>;
  /** An account a teacher made for a child without e-mail: `email` holds its login ID. */
  managed: Flag;
  /** 'en', 'es', or null: never chosen, the installation's default (migration 0044). */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface InvitationsTable {
  /** Lower-cased e-mail, or an anonymous-mode login ID. */
  email: string;
  is_teacher: Flag;
  invited_by: string | null;
  /** The class an invited student joins on registering (migration 0022). */
  class_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The name a pasted To line gave the address, for its mail and account (migration 0042). */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export type AuthCodePurpose = 'confirm' | 'reset';

export interface AuthCodesTable {
  id: string;
  user_id: string;
  purpose: AuthCodePurpose;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** A confirmation code's registration (migration 0019): what confirming it writes. */
  registration_password_hash: string | null;
  registration_name: string | null;
}

export interface BansTable {
  email: string;
  created_at: string;
}

export interface ReportsTable {
  id: string;
  user_id: string | null;
  message: string;
  created_at: string;
}

/**
 * An inTell. Full-text search also keeps, per dialect, an `ideas_fts` FTS5 table (SQLite) or a
 * generated `search_vector` column (PostgreSQL); neither is listed here, so queries never select
 * them by accident (see db/full-text-search.ts).
 */
export interface IdeasTable {
  id: string;
  user_id: string;
  my_point: string;
  my_content: string;
  text: string;
  image: string;
  is_pdf: Flag;
  is_video: Flag;
  url: string;
  frame_context: string;
  frame_resolution: string;
  my_concern: string;
  critic_concern: string;
  critic_content: string;
  error_correction: string;
  /** 0 … 1, or -2 when unset. */
  proxy_level: number;
  at_core: Flag;
  idea_referenced: string | null;
  good_intent_level: number;
  created_at: string;
  /**
   * Raised with a change to this inTell's kept public part that leaves the 'writes' counter
   * alone (migration 0017); 64-bit, given as text by PostgreSQL's driver.
   */
  kept_version: Generated<number>;
  /** The class a student made it in (migration 0022): seen by that class only; null is public. */
  class_id: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The language it is written in, an ISO 639-1 code (migration 0045, issue 44): given by the
   * author or detected; search stems it by this language's rules. 'en' for older inTells.
   */
  language: Generated<string>;
}

export interface AgentsTable {
  id: string;
  name: string;
  url: string;
  image: string;
  /** The submitter. */
  user_id: string;
  /** Set on a member's own waveMaker (unique). */
  member_user_id: string | null;
  created_at: string;
}

/** How a waveMaker stands to an inTell: its author, a player in it, or a source it proxies. */
export type IdeaAgentRole = 'author' | 'player' | 'proxy';

export interface IdeaAgentsTable {
  idea_id: string;
  agent_id: string;
  role: IdeaAgentRole;
  position: number;
}

export interface ProfilesTable {
  user_id: string;
  aka: string;
  bio: string;
  updated_at: string;
}

export interface SettingsTable {
  id: string;
  name: string;
  created_at: string;
  /** A class's own default waveMaker list (migration 0022); null is the installation's. */
  class_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SettingAgentsTable {
  setting_id: string;
  agent_id: string;
  position: number;
}

/** A link's figure: defaults to 0 on insert, then recomputed from the ratings on each write. */
type Figure = ColumnType<number, number | undefined, number>;

/** Figures are DESIGN.md §5's, recomputed from the ratings on each write. */
export interface LinkIdeaIdeaTable {
  id: string;
  idea_cause: string;
  idea_effect: string;
  /** The two ids sorted and joined by ':': one link per unordered pair. */
  pair_key: string;
  significance_support_oppose: Figure;
  significance_similar: Figure;
  significance_complex: Figure;
  avg_level_support_oppose: Figure;
  avg_level_reversed: Figure;
  created_at: string;
}

export interface LinkIdeaAgentTable {
  id: string;
  idea_id: string;
  agent_id: string;
  avg_level: Figure;
  created_at: string;
}

export interface LinkAgentAgentTable {
  id: string;
  agent1: string;
  agent2: string;
  pair_key: string;
  significance_similar: Figure;
  significance_support_oppose: Figure;
  avg_level_support_oppose: Figure;
  created_at: string;
}

/** One user's rating of one link; the same shape for the three kinds of link. */
export interface LinkRatingsTable {
  link_id: string;
  user_id: string;
  level: number;
  confidence: number;
  is_similar: Flag;
  is_complex: Flag;
  /** The rater's cause (first agent) is the link's stored effect (second agent). */
  is_reversed: Flag;
  created_at: string;
}

/** One member's rating of one waveMaker on its plane (DESIGN.md §6). */
export interface AgentScalesTable {
  agent_id: string;
  user_id: string;
  /** 'Misleads' -1 … 'Informs' 1. */
  x: number;
  /** 'Self-serving' -1 … 'Public-spirited' 1. */
  y: number;
  /** 0.1, 0.5 or 1. */
  confidence: number;
  created_at: string;
  updated_at: string;
}

/** One member's interpretation of one inTell (content §3 'Scale'); -2 is unanswered. */
export interface IdeaScalesTable {
  idea_id: string;
  user_id: string;
  my_emotion: number;
  author_intent: number;
  sound: number;
  good_faith: number;
  heart_of_issue: number;
  divisive: number;
  have_changed: number;
  would_change: number;
  answer_questions: number;
  public_engagement: number;
  note: string;
  why_manipulative: string;
  my_expertise: string;
  other_side: string;
  solution: string;
  /** The author's point in the member's own words (an activity's deeper understanding). */
  understanding: ColumnType<string, string | undefined, string>;
  /** Null when not given (counts as 0.5). */
  confidence: number | null;
  /** JSON array of value codes. */
  value_codes: string;
  values_agent: string | null;
  idea_created: string | null;
  /** The class it was made in (migration 0022): its note is seen by that class only. */
  class_id: ColumnType<string | null, string | null | undefined, string | null>;
  activity_type: number | null;
  /**
   * The support level toward the guiding question sent with it (the interconnect rating's
   * level), -2 when none (docs/decisions/2026-11-23-data-and-speed.md).
   */
  support_level: ColumnType<number, number | undefined, number>;
  /** Its score x = signal − distortion (content §9), kept with it; null when it has none. */
  score: number | null;
  created_at: string;
  updated_at: string;
}

/** A member's guess of where her class lands on one of an inTell's scales (migration 0046). */
export interface ScalePredictionsTable {
  user_id: string;
  idea_id: string;
  /** A `PredictionScale`: emotion, authorIntent, sound or supportLevel. */
  scale: string;
  predicted: number;
  predicted_agree_share: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * A reading never counted in an inTell's results (migration 0047): its author's ('author') or a
 * teacher's key for a class ('key'); -2 is unanswered.
 */
export interface ReferenceReadingsTable {
  idea_id: string;
  role: 'author' | 'key';
  user_id: string;
  class_id: string | null;
  my_emotion: number;
  author_intent: number;
  sound: number;
  good_faith: number;
  /** JSON array of value codes the author means (migration 0048); '[]' when none. */
  value_codes: ColumnType<string, string | undefined, string>;
  created_at: string;
  updated_at: string;
}

/** The scales of the stored aggregates, as the column prefixes of `idea_scale_aggregates`. */
export type AggregateScaleColumn =
  | 'emotion'
  | 'author_intent'
  | 'sound'
  | 'score'
  | 'good_faith'
  | 'heart_of_issue'
  | 'support_level';

type Total = ColumnType<number, number | undefined, number>;

/**
 * An inTell's stored aggregates (DESIGN.md §6, migration 0010): how many interpretations it has,
 * and per scale the count, Σ, Σ² and the 47-bin histogram as a JSON array of counts. Locked and
 * rewritten in the transaction of each interpretation; never recounted.
 */
export type IdeaScaleAggregatesTable = {
  idea_id: string;
  interpretation_count: Total;
} & { [S in AggregateScaleColumn as `${S}_count`]: Total } & {
  [S in AggregateScaleColumn as `${S}_sum`]: Total;
} & { [S in AggregateScaleColumn as `${S}_sum_of_squares`]: Total } & {
  [S in AggregateScaleColumn as `${S}_histogram`]: string;
};

/**
 * A class's share of an inTell's aggregates (migration 0032): its interpretations made in the
 * class (`idea_scales.class_id`), which `idea_scale_aggregates` (everyone's) leaves out.
 */
export type ClassIdeaScaleAggregatesTable = IdeaScaleAggregatesTable & { class_id: string };

/** An activity (content §3 'Activity', migration 0011); `position` is the spec's `order`. */
export interface ActivitiesTable {
  id: string;
  /** 1, 13, 100, 101, 102 or 201. */
  selection: number;
  enabled: Flag;
  /** 1, 2, 3 … without gaps. */
  position: number;
  /** The guiding question (an inTell). */
  community_topic: string | null;
  in_tell_existing: string | null;
  instructions1: string;
  instructions101: string;
  instructions102: string;
  instructions201: string;
  new_intell_self_evaluate: Flag;
  after_option_interpret_new_intell: Flag;
  after_option_add_new_intell_after: Flag;
  after_option_interconnect_new_intell: Flag;
  interpret_confirm_deeper_understanding: Flag;
  interpret_evaluate_values: Flag;
  interpret_pause_emotion_flow: Flag;
  interpret_intent_words: string;
  /** A follow-up 102: the activity whose student's new inTell it interprets. */
  follow_up_of: string | null;
  /** The class it belongs to (migration 0022); null only in a database migrating. */
  class_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: string | null;
  created_at: string;
}

/** A class (DESIGN.md §10, migration 0022). `code` is the join code, normalised. */
export interface ClassesTable {
  id: string;
  name: string;
  code: string;
  archived: Flag;
  pseudonyms: Flag;
  /** Whether students' follow-ups go live by themselves (migration 0027). */
  auto_follow_ups: Flag;
  /** How many classmates' inTells each student is asked to interpret. */
  follow_ups_per_student: ColumnType<number, number | undefined, number>;
  /** Raised by every change of the class's groups or members (migration 0043): kept copies' keys. */
  groups_version: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClassTeachersTable {
  class_id: string;
  user_id: string;
  added_at: string;
}

/** A student in a class, with the generated name classmates see when the class has pseudonyms. */
export interface ClassStudentsTable {
  class_id: string;
  user_id: string;
  pseudonym: string;
  joined_at: string;
  /** Her group in the class (migration 0041), null for none. */
  group_id: string | null;
}

/** A small group inside a class: its students see only each other's work (migration 0041). */
export interface ClassGroupsTable {
  id: string;
  class_id: string;
  name: string;
  created_at: string;
}

/**
 * A student taken off a roster who is then in no class: not the installation's only class's by
 * default (migration 0024).
 */
export interface RemovedStudentsTable {
  user_id: string;
  removed_at: string;
}

/** Who completed which activity, once per pair, with the inTell they added in it. */
export interface ActivityCompletionsTable {
  activity_id: string;
  user_id: string;
  idea_id: string | null;
  completed_at: string;
  /** A guiding question's (101) position as answered in it (migration 0037); else null. */
  position: ColumnType<number | null, number | null | undefined, number | null>;
  /** That position's confidence (null for unsure, and for other activities). */
  position_confidence: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A class's teachers' feedback on one student's completion (DESIGN.md §14, migration 0025). */
export interface ActivityFeedbackTable {
  activity_id: string;
  user_id: string;
  comment: string;
  grade: number | null;
  released: Flag;
  released_at: string | null;
  updated_by: string | null;
  updated_at: string;
}

/** Who is asked to do which follow-up (DESIGN.md §14, migration 0027). */
export interface FollowUpReadersTable {
  activity_id: string;
  user_id: string;
  assigned_at: string;
}

/** A member's choices about being told (migration 0028); no row: the defaults. */
export interface NotificationSettingsTable {
  user_id: string;
  /** Mailed when feedback is released (on by default). */
  feedback_mails: number;
}

/** What a member is told in the app (DESIGN.md §14, migration 0028). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  /** The JSON of what its sentence names. */
  params: string;
  created_at: string;
  read_at: string | null;
}

/**
 * An opinion map's state (DESIGN.md §12, migration 0029): a class id or 'public'. Dirty while
 * `changed_at` is past `computed_at` (or it was never computed); `lease_until` is a server's
 * claim on working it out.
 */
export interface ViewpointScopesTable {
  scope_key: string;
  changed_at: string | null;
  computed_at: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<string | null, string | null | undefined, string | null>;
  /** Changes counted by the writes that marked it; changed while past `computed_changes`. */
  changes: ColumnType<number, number | undefined, number>;
  /** `changes` as the lease holder's claim saw it. */
  claimed_changes: ColumnType<number, number | undefined, number>;
  /** `changes` that the stored map includes. */
  computed_changes: ColumnType<number, number | undefined, number>;
  /** The chosen grouping's mean silhouette (0 when no split was found). */
  silhouette: ColumnType<number, number | undefined, number>;
  /** JSON array: members in each named group, largest first. */
  group_sizes: ColumnType<string, string | undefined, string>;
  /** When a teacher last asked for the class's figures to be shown as they stand (migration 0034). */
  release_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The release the published figures include. */
  released_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a recompute last published figures of the scope. */
  published_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A question's cruxes in a scope as its students get them (migration 0034). */
export interface ViewpointPublishedCruxesTable {
  scope_key: string;
  idea_id: string;
  /** The scope's `published_at` they were worked out after: older ones are worked out again. */
  published_at: string;
  /** `Crux[]` with each crux's class, as JSON. */
  cruxes: string;
}

/** The classes of a combined scope (classes taught together, migration 0040). */
export interface ViewpointScopeClassesTable {
  scope_key: string;
  class_id: string;
}

/** An inTell's viewpoint figures in a scope as readers get them (migration 0034). */
export interface ViewpointPublishedTable {
  scope_key: string;
  idea_id: string;
  /** When the answers they were worked out from were read: newer answers are not in them. */
  answers_at: string;
  /** `IdeaViewpoints` as JSON. */
  figures: string;
}

/** A placed member on a scope's opinion map (migration 0029). */
export interface ViewpointMembersTable {
  scope_key: string;
  user_id: string;
  x: number;
  y: number;
  /** 0 = 'Group A' …; null when her group is too small to name. */
  group_index: number | null;
}

/** One row, updated by every write that changes positions: their lock. */
export interface ActivitySequenceTable {
  id: number;
  version: ColumnType<number, number | undefined, number>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type InvitationRow = Selectable<InvitationsTable>;
/**
 * An inTell's own columns; `kept_version` is the servers' bookkeeping and `class_id` who may see
 * it, each read on its own.
 */
export type IdeaRow = Omit<Selectable<IdeasTable>, 'kept_version' | 'class_id'>;
export type NewIdeaRow = Insertable<IdeasTable>;
export type AgentRow = Selectable<AgentsTable>;
export type NewAgentRow = Insertable<AgentsTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type SettingRow = Selectable<SettingsTable>;
export type ActivityRow = Selectable<ActivitiesTable>;
export type NewActivityRow = Insertable<ActivitiesTable>;
export type ClassRow = Selectable<ClassesTable>;
export type { Generated };
