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
 * query compiled once (`compiledOnce`) on its first run only; `runs` counts every run.
 */
export class QueryRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  /** Every query run, compiled once or not (their results pass through every time). */
  runs = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(args.node);
    return args.node;
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.runs += 1;
    return Promise.resolve(args.result);
  }
  /** How many of the recorded queries name `table`. */
  naming(table: string): number {
    return this.nodes.filter((node) => JSON.stringify(node).includes(`"name":"${table}"`)).length;
  }
}
