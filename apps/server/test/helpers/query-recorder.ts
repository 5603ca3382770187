import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Records the queries Kysely runs through a handle (`db.withPlugin(recorder)`), so a test can count
 * them, ask the database for their plan, or see which tables they read. A handle's plugins see a
 * query compiled once (`compiledOnce`) on its first run only.
 */
export class QueryRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
  /** How many of the recorded queries name `table`. */
  naming(table: string): number {
    return this.nodes.filter((node) => JSON.stringify(node).includes(`"name":"${table}"`)).length;
  }
}
