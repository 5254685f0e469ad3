// Opens the local state `npm start` serves (.wrangler/state/v3, or DIR/v3 for --persist-to DIR) with
// only the bindings an operator script asks for. Given wrangler.toml whole, wrangler would start the
// Durable Objects too and warn that they cannot run here, which is noise for a script that reads KV
// or D1; so the script gets a config of its own, copied from wrangler.toml's top level, that names
// nothing else (and, in its own directory, reads no .dev.vars).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { ROOT } from './local.ts';
import { wranglerConfig } from './wrangler.ts';

type StorageBinding = 'DB' | 'EXPERIENCES' | 'MEDIA';

export interface LocalState<Env> {
  env: Env;
  dispose(): Promise<void>;
}

/** The state directory wrangler uses for `--persist-to DIR` (or by default). */
export const statePath = (persistTo?: string): string => (persistTo ? join(resolve(persistTo), 'v3') : join(ROOT, '.wrangler', 'state', 'v3'));

/** Local bindings by name, backed by the same files `wrangler dev` and `wrangler d1 --local` use. */
export async function openLocalState<Env>(bindings: StorageBinding[], persistTo?: string): Promise<LocalState<Env>> {
  const config = wranglerConfig();
  const wanted = new Set<string>(bindings);
  const dir = join(ROOT, '.wrangler', 'tmp', 'operator-scripts');
  mkdirSync(dir, { recursive: true });
  const configPath = join(dir, 'wrangler.json');
  const own = {
    name: `${config.name}-operator-script`,
    compatibility_date: config.compatibility_date,
    d1_databases: config.d1_databases.filter((d) => wanted.has(d.binding)).map((d) => ({ ...d, migrations_dir: join(ROOT, d.migrations_dir ?? 'migrations') })),
    kv_namespaces: config.kv_namespaces.filter((k) => wanted.has(k.binding)),
    r2_buckets: config.r2_buckets.filter((r) => wanted.has(r.binding)),
  };
  writeFileSync(configPath, `${JSON.stringify(own, null, 2)}\n`);
  const proxy = await getPlatformProxy<Env>({ configPath, persist: { path: statePath(persistTo) }, remoteBindings: false, envFiles: [] });
  return { env: proxy.env, dispose: () => proxy.dispose() };
}
