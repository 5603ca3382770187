import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { ChangeDispatcher, Writes, type Change, type ChangeListener } from './changes';

/** A listener that notes what reached it, and when. */
function noting(): ChangeListener & { inTx: Change[][]; committed: Change[][] } {
  const inTx: Change[][] = [];
  const committed: Change[][] = [];
  return {
    name: 'noting',
    inTx,
    committed,
    inTransaction: async (_trx, changes) => {
      inTx.push([...changes]);
    },
    afterCommit: (changes) => {
      committed.push([...changes]);
    },
  };
}

const created: Change = { type: 'idea.created', ideaId: 'i1', referencedIdeaId: null };

describe('Writes: changes delivered after the commit, never for a rollback', () => {
  let database: DatabaseHandle;
  let errors: unknown[];
  let dispatcher: ChangeDispatcher;
  let writes: Writes;
  beforeEach(async () => {
    database = openDatabase({ kind: 'sqlite', filename: ':memory:' });
    await sql`create table notes (id text primary key)`.execute(database.db);
    errors = [];
    dispatcher = new ChangeDispatcher((error) => errors.push(error));
    writes = new Writes(database.db, dispatcher);
  });
  afterEach(async () => {
    await database.close();
  });

  const count = async () =>
    (await sql<{ n: number }>`select count(*) as n from notes`.execute(database.db)).rows[0]!.n;

  it('hands a committed transaction’s changes to each listener, in it and after it', async () => {
    const listener = noting();
    dispatcher.listen(listener);
    const answer = await writes.transaction(async (trx, changes) => {
      await sql`insert into notes values ('a')`.execute(trx);
      changes.record(created);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(listener.inTx).toEqual([[created]]);
    expect(listener.committed).toEqual([[created]]);
  });

  it('announces nothing for a transaction that throws, and keeps nothing of it', async () => {
    const listener = noting();
    dispatcher.listen(listener);
    await expect(
      writes.transaction(async (trx, changes) => {
        await sql`insert into notes values ('a')`.execute(trx);
        changes.record(created);
        throw new Error('refused half-way');
      }),
    ).rejects.toThrow('refused half-way');
    expect(listener.inTx).toEqual([]);
    expect(listener.committed).toEqual([]);
    expect(await count()).toBe(0);
  });

  it('rolls the write back when a listener in the transaction fails: the two stand or fall together', async () => {
    const after = noting();
    dispatcher.listen({
      name: 'versions',
      inTransaction: async () => {
        throw new Error('the version could not be raised');
      },
    });
    dispatcher.listen(after);
    await expect(
      writes.transaction(async (trx, changes) => {
        await sql`insert into notes values ('a')`.execute(trx);
        changes.record(created);
      }),
    ).rejects.toThrow('the version could not be raised');
    expect(await count()).toBe(0);
    expect(after.committed).toEqual([]);
  });

  it('reports a listener failing after the commit, and the write stands', async () => {
    const later = noting();
    dispatcher.listen({
      name: 'mail',
      afterCommit: () => {
        throw new Error('no mail server');
      },
    });
    dispatcher.listen(later);
    await writes.transaction(async (trx, changes) => {
      await sql`insert into notes values ('a')`.execute(trx);
      changes.record(created);
    });
    expect(await count()).toBe(1);
    expect(errors).toHaveLength(1);
    expect(later.committed).toEqual([[created]]);
  });

  it('rehearses: answers what the work answered, keeps and announces nothing', async () => {
    const listener = noting();
    dispatcher.listen(listener);
    const answer = await writes.rehearse(async (trx, changes) => {
      await sql`insert into notes values ('a')`.execute(trx);
      changes.record(created);
      const inside = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
      return `seen ${inside.rows[0]!.n} inside`;
    });
    expect(answer).toBe('seen 1 inside');
    expect(await count()).toBe(0);
    expect(listener.inTx).toEqual([]);
    expect(listener.committed).toEqual([]);
  });

  it('calls no listener for a transaction that changed nothing', async () => {
    const listener = noting();
    dispatcher.listen(listener);
    await writes.transaction(async () => undefined);
    expect(listener.inTx).toEqual([]);
    expect(listener.committed).toEqual([]);
  });

  describe('a write of one statement', () => {
    const saved: Change = { type: 'profile.saved', userId: 'u1' };
    const keepsVersions = (writesFor: Change['type'][]) => ({
      ...noting(),
      writesInTransaction: (changes: readonly Change[]) =>
        changes.some((change) => writesFor.includes(change.type)),
    });

    it('runs alone when no listener writes for its change, and announces it after', async () => {
      const listener = keepsVersions(['idea.created']);
      dispatcher.listen(listener);
      let inTransaction: boolean | undefined;
      await writes.statement(saved, async (db) => {
        inTransaction = db.isTransaction;
        await sql`insert into notes values ('a')`.execute(db);
      });
      expect(inTransaction).toBe(false);
      expect(await count()).toBe(1);
      expect(listener.inTx).toEqual([]);
      expect(listener.committed).toEqual([[saved]]);
    });

    it('is a transaction with the listener’s writes when one writes for its change', async () => {
      const listener = keepsVersions(['idea.created']);
      dispatcher.listen(listener);
      let inTransaction: boolean | undefined;
      await writes.statement(created, async (db) => {
        inTransaction = db.isTransaction;
        await sql`insert into notes values ('a')`.execute(db);
      });
      expect(inTransaction).toBe(true);
      expect(listener.inTx).toEqual([[created]]);
      expect(listener.committed).toEqual([[created]]);
    });

    it('takes a listener that does not say as writing for every change', async () => {
      dispatcher.listen({
        name: 'versions',
        inTransaction: async () => {
          throw new Error('the version could not be raised');
        },
      });
      await expect(
        writes.statement(saved, (db) => sql`insert into notes values ('a')`.execute(db)),
      ).rejects.toThrow('the version could not be raised');
      expect(await count()).toBe(0);
    });

    it('announces nothing when its statement fails', async () => {
      const listener = noting();
      dispatcher.listen({ ...listener, inTransaction: undefined });
      await sql`insert into notes values ('a')`.execute(database.db);
      await expect(
        writes.statement(saved, (db) => sql`insert into notes values ('a')`.execute(db)),
      ).rejects.toThrow();
      expect(listener.committed).toEqual([]);
    });
  });
});
