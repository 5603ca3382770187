import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../db/schema';

/**
 * What a write changed, named by the service that made it (DESIGN.md §11): each kind with the ids
 * it touched and nothing more. Listeners turn them into kept-copy versions and live events; no
 * HTTP hook guesses them from methods or paths.
 */
export interface ChangeMap {
  /** A new inTell; `referencedIdeaId` is the inTell it quotes or takes a key point from. */
  'idea.created': { ideaId: string; referencedIdeaId: string | null };
  'idea.interpreted': { ideaId: string; userId: string };
  /** `memberId`: the member whose own waveMaker it is (her inTells show it as hers). */
  'agent.created': { agentId: string; memberId: string | null };
  'agent.rated': { agentId: string; userId: string };
  'link.created': LinkTouched;
  'link.rated': LinkTouched;
  'link.ratingWithdrawn': LinkTouched;
  'activity.changed': { activityId: string };
  'activity.deleted': { activityId: string };
  'activity.completed': { activityId: string; userId: string };
  /** An activity students did not see before is live now (also an `activity.changed`). */
  'activity.wentLive': { activityId: string; classId: string };
  /** A student's new inTell added a follow-up for the class, not live (also `activity.changed`). */
  'activity.followUpAdded': { activityId: string; classId: string };
  /** A class's teachers' feedback on a student's completion, saved as a draft or released. */
  'feedback.saved': { activityId: string; userId: string; released: boolean };
  /** Drafts released together (`userIds[i]` on `activityIds[i]`). */
  'feedback.released': { classId: string; activityIds: string[]; userIds: string[] };
  'profile.saved': { userId: string };
  'setting.changed': { settingId: string };
  /** A class's own fields or teachers (name, archived, pseudonyms, join code, co-teachers). */
  'class.changed': { classId: string };
  /** Students joined or left a class, or were invited into it (`userIds` may be empty then). */
  'class.rosterChanged': { classId: string; userIds: string[] };
  /** A class's teacher renamed one of its students (`classId`: the class she did it in). */
  'student.renamed': { classId: string; userId: string };
}

/** A link and the items at its ends, whose pages show its figures. */
export interface LinkTouched {
  linkId: string;
  ideaIds: string[];
  agentIds: string[];
}

export type ChangeType = keyof ChangeMap;
export type Change = { [K in ChangeType]: { type: K } & ChangeMap[K] }[ChangeType];
export type ChangeOf<K extends ChangeType> = Extract<Change, { type: K }>;

/** The changes one transaction makes, in the order made. */
export class RecordedChanges {
  private readonly items: Change[] = [];

  record(change: Change): void {
    this.items.push(change);
  }

  get all(): readonly Change[] {
    return this.items;
  }
}

/**
 * A listener of changes (one file each). `inTransaction` runs last in the writing transaction:
 * what must be as durable as the change (a kept copy's version), so no server can miss it.
 * `afterCommit` runs once the transaction has committed, never for one rolled back: what others
 * are told (live events, mail).
 */
export interface ChangeListener {
  readonly name: string;
  inTransaction?(trx: Db, changes: readonly Change[]): Promise<void>;
  /**
   * Whether `inTransaction` writes anything for these changes; a listener with `inTransaction`
   * and without this is taken to write for every change.
   */
  writesInTransaction?(changes: readonly Change[]): boolean;
  afterCommit?(changes: readonly Change[]): void | Promise<void>;
}

/** Delivers each transaction's changes to every listener. */
export class ChangeDispatcher {
  private readonly listeners: ChangeListener[] = [];

  constructor(private readonly onListenerError: (error: unknown, listener: string) => void) {}

  listen(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /** Whether any listener writes in the transaction for these changes. */
  writesInTransaction(changes: readonly Change[]): boolean {
    return this.listeners.some(
      (listener) =>
        listener.inTransaction !== undefined && (listener.writesInTransaction?.(changes) ?? true),
    );
  }

  async inTransaction(trx: Db, changes: readonly Change[]): Promise<void> {
    if (changes.length === 0) return;
    for (const listener of this.listeners) await listener.inTransaction?.(trx, changes);
  }

  /**
   * After the commit the write has been made and must be answered: a listener that fails is
   * reported, never thrown to the writer.
   */
  async afterCommit(changes: readonly Change[]): Promise<void> {
    if (changes.length === 0) return;
    for (const listener of this.listeners) {
      try {
        await listener.afterCommit?.(changes);
      } catch (error) {
        this.onListenerError(error, listener.name);
      }
    }
  }
}

/**
 * The one way services write: a transaction with its record of changes, delivered to the
 * listeners after the commit. A transaction that throws rolls back and announces nothing.
 */
export class Writes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dispatcher: ChangeDispatcher,
  ) {}

  async transaction<T>(
    work: (trx: Transaction<Database>, changes: RecordedChanges) => Promise<T>,
  ): Promise<T> {
    const changes = new RecordedChanges();
    const result = await this.db.transaction().execute(async (trx) => {
      const value = await work(trx, changes);
      await this.dispatcher.inTransaction(trx, changes.all);
      return value;
    });
    await this.dispatcher.afterCommit(changes.all);
    return result;
  }

  /**
   * A write of one statement, whole by itself, and the change it makes. When no listener writes
   * for that change in the transaction (a profile saved), the statement runs alone: no BEGIN and
   * COMMIT, two round trips fewer on PostgreSQL. Otherwise it is a transaction like any other.
   * Either way the change is delivered after the commit, and not if the statement failed.
   */
  async statement<T>(change: Change, work: (db: Db) => Promise<T>): Promise<T> {
    if (this.dispatcher.writesInTransaction([change])) {
      return this.transaction(async (trx, changes) => {
        const value = await work(trx);
        changes.record(change);
        return value;
      });
    }
    const value = await work(this.db);
    await this.dispatcher.afterCommit([change]);
    return value;
  }

  /**
   * Runs the work in a transaction that is always rolled back (a teacher's preview): its checks
   * and answers are real, and nothing of it is kept or announced.
   */
  async rehearse<T>(work: (trx: Transaction<Database>, changes: RecordedChanges) => Promise<T>) {
    let result: { value: T } | undefined;
    await this.db
      .transaction()
      .execute(async (trx) => {
        result = { value: await work(trx, new RecordedChanges()) };
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    return result!.value;
  }
}

/** Thrown out of a rehearsal's transaction to roll it back. */
class RolledBack extends Error {}
