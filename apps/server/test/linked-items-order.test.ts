import {
  CompiledQuery,
  createQueryId,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listLinkedAgentsOfIdea,
  listLinkedIdeas,
  listLinkedIdeasOfAgent,
} from '../src/modules/links/links.repository';
import { createTestApp, type TestContext } from './helpers/test-app';

class QueryRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}

/**
 * The linked items of an inTell or a waveMaker are read off indexes in the order the screens list
 * them (migration 0013, docs/benchmarks.md): the first 300 of thousands of links, with no sort of
 * all of them. SQLite's query plans show it (PostgreSQL picks plans by table size: a small test
 * table is scanned whatever the indexes).
 */
describe('linked items read in index order (SQLite)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    [
      'an inTell’s linked inTells',
      listLinkedIdeas,
      2,
      /USING INDEX link_idea_idea_(cause|effect)_order_idx/,
    ],
    [
      'an inTell’s linked waveMakers',
      listLinkedAgentsOfIdea,
      1,
      /USING INDEX link_idea_agent_idea_order_idx/,
    ],
    [
      'a waveMaker’s linked inTells',
      listLinkedIdeasOfAgent,
      1,
      /USING INDEX link_idea_agent_agent_order_idx/,
    ],
  ] as const)('%s: an index in order, no sort', async (_name, read, queries, index) => {
    const recorder = new QueryRecorder();
    await read(ctx.database.db.withPlugin(recorder), '0123456789abcdef01234567');
    expect(recorder.nodes).toHaveLength(queries);
    for (const node of recorder.nodes) {
      const compiled = ctx.database.db.getExecutor().compileQuery(node, createQueryId());
      const plan = await ctx.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toMatch(index);
      expect(details).not.toMatch(/TEMP B-TREE|SCAN l\b/);
    }
  });
});
