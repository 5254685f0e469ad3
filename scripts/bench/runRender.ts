// `npm run bench:render`: CPU per home-page render in Node, nothing else. Bundles
// tests/bench/render.bench.tsx as the worker would run it (production React, minified) with esbuild,
// then runs the bundle, which prints CPU per render.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../lib/local.ts';

const OUTFILE = join(ROOT, '.wrangler', 'bench', 'render.mjs');

await build({
  entryPoints: [join(ROOT, 'tests', 'bench', 'render.bench.tsx')],
  bundle: true,
  minify: true,
  // React's Node build requires CommonJS modules: give the ES module bundle a `require`.
  banner: { js: "import{createRequire}from'node:module';const require=createRequire(import.meta.url);" },
  define: { 'process.env.NODE_ENV': '"production"' },
  platform: 'node',
  format: 'esm',
  jsx: 'automatic',
  logLevel: 'warning',
  outfile: OUTFILE,
});
execFileSync(process.execPath, [OUTFILE], { stdio: 'inherit' });
