// knip: unused files, exports, types and dependencies (`npm run knip`).
//
// Most entry points come from knip's plugins, which read the project's own configuration:
//   wrangler.toml `main`                 → worker/index.ts (the worker and its Durable Objects)
//   vite.config.ts rollupOptions.input   → client/main.tsx
//   vitest.config.ts projects            → tests/unit/**, tests/worker/** (+ setup.ts), e2e/** (+ globalSetup.ts),
//                                          and vitest's default **/*.bench.* pattern → tests/bench/render.bench.tsx
//   package.json scripts                 → scripts/*.ts and scripts/bench/*.ts run with `node scripts/…`
//   new URL('./render-worker.ts', import.meta.url) in scripts/demo/render-pool.ts → the render worker
// `knip --debug` lists them. Listing them again here makes knip report "redundant entry pattern".
import type { KnipConfig } from 'knip';
import { PAGE_VIEWS, pageModulePath } from './shared/pageRoutes.ts';

const config: KnipConfig = {
  // The page modules are the client's per-page chunks: client/app/pageViews.ts loads each one
  // through its own written-out import() and reads its `views`, which knip does not follow.
  entry: [...new Set(Object.values(PAGE_VIEWS).map(pageModulePath))],
  // bench/peers/ are other apps the bench measures against, each with its own package.json.
  project: ['**/*.{ts,tsx}', '!worker-configuration.d.ts', '!bench/**'],
  // Modules export the named constants and helpers that state a rule (SECRET_NAME,
  // IMAGE_SIZES, ...) even where only the module itself reads them; report exports nothing reads.
  // (Without this knip lists 79 more exports and 20 more types, each used only in its own file.)
  ignoreExportsUsedInFile: true,
  // scripts/lib/chromium.ts installs Debian's chromium with apt-get when none is found (one test run at a time, under
  // flock; dpkg-query says whether it is whole); scripts/lookAlikes.ts unpacks
  // Debian's unicode-data with dpkg-deb and bzcat.
  ignoreBinaries: ['apt-get', 'dpkg-deb', 'dpkg-query', 'flock', 'bzcat'],
  // The password policy's lists (the breached passwords, the common words and names) are read from these
  // packages' JSON files by path at build time (scripts/lib/breachedPasswords.ts), not imported.
  ignoreDependencies: ['@zxcvbn-ts/language-common', '@zxcvbn-ts/language-en'],
};

export default config;
