// Bundles the server and the CLI into dist/ with esbuild. The workspace package
// @thoughtful/shared (TypeScript source) is bundled in; every other dependency stays external
// and is loaded from node_modules at run time.
import { context } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@thoughtful/'));

// `--bench` bundles the data-scale benchmarks instead (Node 20 cannot run TypeScript directly).
const entryPoints = process.argv.includes('--bench')
  ? {
      'bench/ideas-scale': 'bench/ideas-scale.ts',
      'bench/idea-links': 'bench/idea-links.ts',
      'bench/tokens': 'bench/tokens.ts',
      'bench/idea-scales': 'bench/idea-scales.ts',
      'bench/http': 'bench/http.ts',
      'bench/soak': 'bench/soak.ts',
      'bench/events': 'bench/events.ts',
      'bench/viewpoints': 'bench/viewpoints.ts',
      'bench/mail-queue': 'bench/mail-queue.ts',
      'bench/calibration': 'bench/calibration.ts',
      'bench/similar-ideas': 'bench/similar-ideas.ts',
      // The recompute's worker beside the bundle that starts it (viewpoint-maths-runner.ts).
      'bench/viewpoint-maths-worker': 'src/modules/viewpoints/viewpoint-maths.worker.ts',
    }
  : {
      main: 'src/main.ts',
      cli: 'src/cli.ts',
      // The CLI's commands as a module (runCli, no process exit): the browser journeys run them
      // in their own worker process instead of starting the CLI for each (e2e/support/operator.ts).
      'cli-commands': 'src/cli/run-cli.ts',
      // The opinion maps' worker thread, found beside the bundle that starts it (issue 42,
      // viewpoint-maths-runner.ts).
      'viewpoint-maths-worker': 'src/modules/viewpoints/viewpoint-maths.worker.ts',
    };

const ctx = await context({
  entryPoints,
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Lets bundled CommonJS helpers call require() from an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
