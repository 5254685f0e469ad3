// Passwords people guess (docs/security.md#classes-of-attack-and-where-they-are-stopped): the password rule reads a
// password normalised first (compatibility forms, accents, look-alike letters of other scripts, separators and
// spaces) and refuses one that holds the member's identifiers whole (the username, however short its parts, its
// parts, every email whole with its local part and domain name, the name) with little else; on sign-up, a reset link
// and the settings, where a change of email is checked against the old and the new address. Dvorak walks are walks.
import { describe, expect, it } from 'vitest';
import { openMailbox } from '../mailbox.ts';
import { callFrom } from './helpers.ts';

const MINE = 'Your password cannot be made from your email, username or name, even with numbers or symbols added.';
const WHY = /leaked in data breaches|made of common words|keyboard pattern|repeats a few characters/;
const GOOD = 'correct horse battery vqzk';

const digits = () => String(1000 + Math.floor(Math.random() * 8999));
const letters = () => Array.from({ length: 5 }, () => 'bcdfghjkmnpqrstvwxz'[Math.floor(Math.random() * 19)]).join('');
const register = (username: string, password: string, extra: Record<string, string> = {}) =>
  callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username, ...extra });
const cookieOf = (r: Awaited<ReturnType<typeof register>>) =>
  r.response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('passwords people guess: own identifiers and disguises (passwordRule) (security: Passwords people guess)', () => {
  it('passwordRule: sign-up refuses a username with 1-2 letter parts as the password, dressed up (repro and held-out)', async () => {
    const n = digits();
    const l = letters();
    const cases: Array<[string, string, Record<string, string>?]> = [
      [`sam_t_lee${n}`, `sam_t_lee${n}`],
      [`mary_j_w${n}`, `MARY_J_W${n}!`],
      [`jo_k_${n}x`, `jo_k_${n}xjo_k_${n}x`],
      [`bob_k_${l}`, `bob_k_${l}1990`],
      // Held out: other separators, leet, reversal, order, spaces, the email's domain name, the name spelled with spaces.
      [`ann_t_lee${n}`, `A-N-N-T-L-E-E-${n}`],
      [`ivy_q_${l}`, `1vy.q.${l}!!`],
      [`max_r_${l}`, `${[...`maxr${l}`].reverse().join('')}77`],
      [`tom_z_${l}`, `z_tom_${l}1`],
      [`kit_b_${l}`, `k i t b ${l} 2 0 2 4`],
      [`ned_${l}`, `${l}mail2024`, { email: `n${n}@${l}mail.org` }],
      [`zq_${l}${n}`, `z e d q u i l l ${n}`, { full_name: 'Zed Quill' }],
    ];
    for (const [username, password, extra] of cases) {
      const r = await register(username, password, extra);
      expect([r.status, r.error?.message], `${username}: ${password}`).toEqual([400, MINE]);
    }
  });

  it('passwordRule: sign-up refuses look-alike letters, full-width forms, accents, leet with a tail and Dvorak walks', async () => {
    const disguised = [
      'ｐａｓｓｗｏｒｄ１２３',
      'pässwörd123',
      'раssword123',
      'l3tm31nplz',
      'aoeuidhtns',
      "',.pyfgcrl",
      '9olp0ijn',
      // Held out: Greek look-alikes, full-width walk, accents on a common word, Dvorak reversed and with a shifted row.
      'ραssword123',
      'ｑｗｅｒｔｙ１２３',
      'Súnśhíñé2020',
      'snthdiueoa',
      'pyfgcrl/=',
      '8ik,9ol.',
      'm0nk3yplz',
    ];
    for (const password of disguised) {
      const username = `look_${Math.floor(Math.random() * 1e9)}`;
      const r = await register(username, password);
      expect(r.status, password).toBe(400);
      expect(r.error?.message, password).toMatch(WHY);
    }
  });

  it('passwordRule: strong passphrases and random passwords still pass beside short-part usernames', async () => {
    for (const password of ['quixotic-marmalade-fjord-vellum', 'vellum quokka fjord zephyr', 'Xq7!mK2#vR9pLw4z', 'Plinth Oboe Gusset Wrangle']) {
      const r = await register(`sam_t_${letters()}${digits()}`, password);
      expect([r.status, r.error?.message], password).toEqual([201, undefined]);
    }
  });

  it('passwordRule: the settings and a reset link refuse the username with short parts, and a change of email checks the old and the new', async () => {
    const l = letters();
    const username = `bob_k_${l}`;
    const oldEmail = `${username}@example.com`;
    const made = await register(username, GOOD);
    expect(made.status).toBe(201);
    const cookie = cookieOf(made);
    const settings = (options: Record<string, string>) => callFrom('UserAccountResource', 'update', { current_password: GOOD, ...options }, { cookie });
    const newEmail = `r${digits()}.${l}@mailhub.org`;
    const attempts: Array<Record<string, string>> = [
      { new_password: `${username}.2025` },
      { new_password: `k_bob_${l}99` },
      { new_password: `B0b.K.${l}!` },
      { email: newEmail, new_password: oldEmail },
      { email: newEmail, new_password: newEmail },
      { email: newEmail, new_password: `BOB_K_${l}@EXAMPLE.COM` },
    ];
    for (const options of attempts) {
      const r = await settings(options);
      expect([r.status, r.error?.message], options.new_password).toEqual([400, MINE]);
    }
    const mailbox = openMailbox();
    expect((await callFrom('PasswordResetResource', 'create', { email: oldEmail })).status).toBe(200);
    const token = mailbox.resetToken(oldEmail);
    mailbox.restore();
    for (const password of [`Bob_K_${l}#2024`, `${l}-bob-k-77`, `${[...`bobk${l}`].reverse().join('')}!1`]) {
      const r = await callFrom('PasswordResetResource', 'update', { token, password });
      expect([r.status, r.error?.message], password).toEqual([400, MINE]);
    }
    expect((await callFrom('PasswordResetResource', 'update', { token, password: 'a sturdy new passphrase vqzk' })).status).toBe(200);
  });
});
