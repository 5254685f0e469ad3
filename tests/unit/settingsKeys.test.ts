// The settings' one definition (shared/settings.ts): no other file of the product spells a setting's key,
// and only the settings store touches the users.settings column in SQL. A reader with its own
// spelling read `ads_personalization_*` while the settings page wrote `ad_personalization_*` (A104).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS, USER_SETTINGS } from '#shared/settings.ts';

const ROOT = normalize(join(import.meta.dirname, '../..'));
const DEFINITION = 'shared/settings.ts';
/** The SQL home of users.settings, and the session read that carries the column to the edge (parsed by shared/settings.ts). */
const SETTINGS_SQL_HOMES = new Set(['worker/users/settingsStore.ts', 'worker/users/sessions.ts']);

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const files = ['worker', 'client', 'shared']
  .flatMap((dir) => [...sources(dir)])
  .map((path) => ({ path: relative(ROOT, join(ROOT, path)), text: readFileSync(join(ROOT, path), 'utf8') }));
/** `notifications` is also a page's name: its own keys are checked instead. */
const KEYS = [...Object.keys(USER_SETTINGS).filter((k) => k !== 'notifications'), ...Object.keys(NOTIFICATION_SETTINGS)];
const SETTINGS_SQL =
  /SELECT\s+settings\b|settings\s+FROM\s+users\b|SET\s+settings\s*=|json_patch\(|json_\w+\(\s*(?:\w+\.)?settings\b|\$\.(?:ads?_personali|dark_mode|notifications|allow_)/;

describe('A104: every user setting goes through the one definition', () => {
  it('A104: the definition names the settings the privacy and notification pages change', () => {
    expect(KEYS).toEqual(
      expect.arrayContaining(['ad_personalization_first_party', 'ad_personalization_third_party', 'dark_mode', 'allow_marketing_cookies', 'email_news']),
    );
  });

  it.each(KEYS)('A104: no file but the definition spells the key %s', (key) => {
    const quoted = new RegExp(`['"\`]${key}['"\`]|\\$\\.(?:\\w+\\.)*${key}\\b`);
    expect(files.filter((f) => f.path !== DEFINITION && quoted.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('A104: only the settings store reads or writes the users.settings column in SQL', () => {
    expect(files.filter((f) => !SETTINGS_SQL_HOMES.has(f.path) && SETTINGS_SQL.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('A104: no file spells an ad personalization key of its own', () => {
    const lookalike = /\bads?_personali[sz]ation_\w+|\badPersonalization\s*:\s*\{\s*firstParty|\badPersonalization\?*\.firstParty/;
    expect(files.filter((f) => f.path !== DEFINITION && lookalike.test(f.text)).map((f) => f.path)).toEqual([]);
  });
});
