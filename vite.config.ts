// `vite build` builds the client bundle into dist/client, which the worker's static assets binding
// serves; the manifest tells the worker the hashed names of the entry script and its CSS.
//
// `vite dev` (npm run dev, scripts/dev.ts) also runs the worker from wrangler.toml in workerd
// through @cloudflare/vite-plugin, and Vite serves the client from source with hot reload. There
// is no manifest then: the worker is given CLIENT_DEV_ENTRY, the one script its pages load, which
// starts Vite's HMR client and React's refresh runtime before client/main.tsx. The plugin is left
// out of builds, so `vite build` writes only the client bundle, as before, and `npm start`, the
// tests and `wrangler deploy` keep bundling the worker with wrangler.
import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appIconFiles } from './scripts/lib/appIcons.ts';
import { breachedPasswordsText, commonWordsText } from './scripts/lib/breachedPasswords.ts';
import { BREACHED_PASSWORDS_FILE, COMMON_WORDS_FILE } from './shared/users/passwordStrength.ts';

/** The page script under `vite dev`; a module this config serves, not a file. */
const DEV_CLIENT_ENTRY = '/@dev-client-entry';

/** Serves DEV_CLIENT_ENTRY: Vite's client, React's refresh preamble, then the real entry, in that order. */
function devClientEntry(): Plugin {
  return {
    name: 'pinboard:dev-client-entry',
    apply: 'serve',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === DEV_CLIENT_ENTRY ? id : undefined),
    load: (id) =>
      id === DEV_CLIENT_ENTRY ? ["import '/@vite/client';", "import '@vitejs/plugin-react/preamble';", "import '/client/main.tsx';", ''].join('\n') : undefined,
  };
}

/** The installed site's icons (shared/appInstall/manifest.ts), drawn into the build and served by `vite dev`. */
function appIcons(): Plugin {
  return {
    name: 'pinboard:app-icons',
    generateBundle() {
      for (const { fileName, source } of appIconFiles()) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      const files = new Map(appIconFiles().map((f) => [`/${f.fileName}`, f.source]));
      server.middlewares.use((req, res, next) => {
        const file = files.get(req.url ?? '');
        if (!file) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(file);
      });
    },
  };
}

/** The password policy's lists as static files the worker reads (shared/users/passwordStrength.ts). */
function breachedPasswords(): Plugin {
  return {
    name: 'pinboard:breached-passwords',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BREACHED_PASSWORDS_FILE, source: breachedPasswordsText() });
      this.emitFile({ type: 'asset', fileName: COMMON_WORDS_FILE, source: commonWordsText() });
    },
  };
}

/**
 * Vite's helper for a lazy chunk's dependencies, smaller (it is in every page's entry; docs/performance.md).
 * With `modulePreload: false` the only dependencies Vite lists are a chunk's stylesheets, so this
 * adds each one once (unless the page already has it) and imports the chunk once they have
 * loaded; a stylesheet that fails rejects the import, and the next attempt tries it again.
 */
function cssOnlyPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  const code = `const loading = {};
const stylesheet = (dep) => {
  const href = new URL('/' + dep, location.href).href;
  for (const link of document.querySelectorAll('link[rel=stylesheet]')) if (link.href === href) return;
  return (loading[href] ??= new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = resolve;
    link.onerror = () => {
      delete loading[href];
      link.remove();
      reject(new Error('Unable to preload CSS for ' + href));
    };
    document.head.appendChild(link);
  }));
};
export const __vitePreload = (load, deps) => Promise.all((deps || []).map(stylesheet)).then(() => load());
`;
  return { name: 'pinboard:css-only-preload-helper', enforce: 'pre', apply: 'build', load: (moduleId) => (moduleId === id ? code : undefined) };
}

/**
 * A first visit's chunks (docs/performance.md), found in the module graph once it is built: what a first visit
 * of the home page and of a pin closeup both need besides the entry (the helpers the pin cards and
 * the closeup share) is one chunk, `common`, and what the home page needs besides those and its
 * page module (the grid and the cards, which the other grid pages share) one chunk more, `home`,
 * rather than the many small chunks the automatic split makes of them, each with its own request,
 * imports and exports. (The closeup's own modules stay split: grouped, pages sharing any of them,
 * such as a board, would download them all.)
 */
function firstVisitChunks(home: string, closeup: string): { plugin: Plugin; groups: Array<{ name: string; test: (id: string) => boolean }> } {
  const common = new Set<string>();
  const homeOnly = new Set<string>();
  const plugin: Plugin = {
    name: 'pinboard:first-visit-chunks',
    apply: 'build',
    buildEnd() {
      const staticClosure = (path: string) => {
        const seen = new Set<string>();
        const stack = [fileURLToPath(new URL(path, import.meta.url))];
        while (stack.length) {
          const next = stack.pop()!;
          if (seen.has(next)) continue;
          seen.add(next);
          stack.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
        return seen;
      };
      const entry = staticClosure('./client/main.tsx');
      const [homeModule, closeupModule] = [home, closeup].map((path) => fileURLToPath(new URL(path, import.meta.url)));
      const closeupClosure = staticClosure(closeup);
      for (const id of staticClosure(home)) {
        if (entry.has(id) || id === homeModule || id === closeupModule) continue;
        (closeupClosure.has(id) ? common : homeOnly).add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'common', test: (id) => common.has(id) },
      { name: 'home', test: (id) => homeOnly.has(id) },
    ],
  };
}

export default defineConfig(({ command, isPreview }) => {
  const dev = command === 'serve' && !isPreview;
  const firstVisit = firstVisitChunks('./client/features/feed/HomePage.tsx', './client/features/closeup/CloseupPage.tsx');
  return {
    plugins: [
      react(),
      appIcons(),
      breachedPasswords(),
      cssOnlyPreloadHelper(),
      firstVisit.plugin,
      ...(dev ? [devClientEntry(), cloudflare({ config: (worker) => ({ vars: { ...worker.vars, CLIENT_DEV_ENTRY: DEV_CLIENT_ENTRY } }) })] : []),
    ],
    publicDir: 'public',
    // @preact/signals-react's shim for React < 18: React's own hook instead (client/lib/useSyncExternalStore.ts).
    resolve: { alias: { 'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./client/lib/useSyncExternalStore.ts', import.meta.url)) } },
    // Without an index.html Vite would find the client's dependencies only as pages ask for them.
    optimizeDeps: { entries: ['client/main.tsx'] },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      manifest: 'asset-manifest.json',
      target: 'es2022',
      sourcemap: false,
      // The worker already preloads a first visit's chunks (shared/clientManifest.ts). For a chunk
      // loaded later, Vite's preload list would name every lazy chunk's imports in the entry
      // (about 1.2 KiB gzip of a first visit); without it the browser finds them as it loads the
      // chunk. Lazy chunks' CSS is still loaded through the list.
      modulePreload: false,
      rollupOptions: {
        input: 'client/main.tsx',
        // Everything the entry imports statically is one chunk: a first visit downloads it anyway,
        // and one file gzips smaller than the many small common chunks the lazy modules would
        // otherwise split it into. What a first visit of home and of a closeup needs besides it is
        // grouped too (firstVisitChunks).
        output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, ...firstVisit.groups] } },
      },
    },
  };
});
