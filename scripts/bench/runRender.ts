// `npm run bench:render`: CPU per home-page render in Node, nothing else. Bundles
// tests/bench/render.bench.tsx as the worker would run it (production React, minified, built with
// Vite like the client), then runs the bundle, which prints CPU per render.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';
import { ROOT } from '../lib/local.ts';

const OUT_DIR = join(ROOT, '.wrangler', 'bench', 'render');

await build({
  root: ROOT,
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  define: { 'process.env.NODE_ENV': '"production"' },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: join(ROOT, 'tests', 'bench', 'render.bench.tsx'),
    outDir: OUT_DIR,
    emptyOutDir: true,
    minify: true,
    rollupOptions: { output: { format: 'esm', entryFileNames: 'render.mjs', codeSplitting: false } },
  },
});
execFileSync(process.execPath, [join(OUT_DIR, 'render.mjs')], { stdio: 'inherit' });
