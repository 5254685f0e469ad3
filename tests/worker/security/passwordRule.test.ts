// Passwords people guess (docs/security.md#classes-of-attack-and-where-they-are-stopped): one rule on every path that sets
// a password (sign-up, a reset link, the settings), against the breached list and the common words and names the
// build ships in the static assets, with the same "not your email, username or name" check, reading a password in
// other keyboard layouts, in look-alike letters and numerals of any script, with doubled letters and "password" in other languages too; a refusal says why,
// changes nothing, and a reset token survives it. Seeded demo accounts keep their demo-password (set directly, not by a path).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#worker/users/password.ts';
import {
  HELD_OUT_BLANK_PADDED,
  HELD_OUT_KANA,
  HELD_OUT_LOOK_ALIKES,
  HELD_OUT_UPSIDE_DOWN,
  NAMED_LOOK_ALIKES,
  STRONG_IN_SCRIPTS,
} from '../../fixtures/lookAlikePasswords.ts';
import { signUp } from '../accountHelpers.ts';
import { openMailbox } from '../mailbox.ts';
import { callFrom, snapshotD1 } from './helpers.ts';

const MINE = 'Your password cannot be made from your email, username or name, even with numbers or symbols added.';
/** Every refusal says why: leaked, common words, a pattern or a repeat (worker/users/rules.ts). */
const WHY = /leaked in data breaches|made of common words|keyboard pattern|repeats a few characters/;

/** The re-test's disguises and earlier rounds' (walks, repeats, reversals, a word joined to a leaked one). */
const NAMED = [
  'demopassword',
  'secretpassword',
  'dragonmonkey',
  'ilovemydog',
  'correcthorsebatterystaple',
  '!@#$qwer',
  'q1w2e3r4',
  'zaq12wsx',
  'passwordpassword',
  'drowssap',
  'demo-password',
  'Demo.Password!',
  'Demo-Password!',
  'passworddemo',
  'Tr0ub4dor&3',
];
/** Variants no finding named, and no list spells: compositions, leet, reversal, doubling, separators, padding, shifted walks. */
const HELD_OUT = [
  'Sunflower-Butterfly-Rainbow!',
  'ILoveMyCat2024',
  'yeknomnogard',
  'Dr4g0nM0nk3y!!',
  'blue.sky.happy.day',
  'batterystaplehorsecorrect',
  'welcome_home_2023',
  'Pa55word-Secret',
  'footballsoccer99',
  '%^&*tyui',
  'shadowshadow77',
  'Password.Demo?',
  'monkeydemo!',
  'Tr0ub4d0ur&3',
  'Marmelade!9',
  'Sunshyne2020!',
];
/** A member known as katewin<n>, kate.winslet<n>@example.org: their names doubled, in leet, reversed, padded, with a year or a domain. */
const kate = (n: string): string[] => [
  `katewin${n}katewin${n}`,
  `k473w1n${n}!`,
  `${[...`k473w1n${n}`].reverse().join('')}`,
  `katewin${n}12345`,
  `Th3katewin${n}2024`,
  `katewin${n}@example.org`,
  // Held out: the email's other words, a separator between, capitals.
  `Winslet.Kate.${n}`,
  `KATEWIN${n}#katewin`,
  `w1nsl3t-k4t3-99`,
];
/** Runs in disguise: the re-test's (interleaved, side by side, mirrored), then held-out ones it did not name. */
const RUNS = [
  'a1b2c3d4e5f6',
  '12ab34cd56ef',
  'qwer1234qwer',
  'Abcd1234Abcd!',
  'zyxw9876zyxw',
  'abcd4321dcba',
  'm1n2o3p4q5r6',
  'poiu0987poiu',
  'mnop3456ponm',
  'Qwerty123456Qwerty',
  'qwe123asd456zxc789',
  'Zxcvb!@#$%Zxcvb',
];
const DISGUISES = [...NAMED, ...HELD_OUT, ...RUNS];
/** The person's own names with padding: `me` is the username's letters (jdoe for jdoe_1_2), the name is Jordan Doerr. */
const yours = (me: string) => [
  `${me}1990`,
  `${me.toUpperCase()}_2024!`,
  `${[...me].reverse().join('')}1977`,
  `Doerr.Jordan.88`,
  `jordan-doerr-1985`,
  `${me}${me}`,
];

describe('passwords people guess: one rule on every path (passwordRule)', () => {
  it.each(DISGUISES)('sign-up refuses %s, says why and creates nothing', async (password) => {
    const username = `rule_${Math.floor(Math.random() * 1e9)}`;
    const before = await snapshotD1();
    const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
    expect(r.status).toBe(400);
    expect(r.error?.message).toMatch(WHY);
    expect(await snapshotD1()).toEqual(before);
  });

  it.each([...NAMED_LOOK_ALIKES, ...HELD_OUT_LOOK_ALIKES])(
    'sign-up refuses %s, written in look-alike letters or numerals, says why and creates nothing (security: Passwords people guess)',
    async (password) => {
      const username = `alike_${Math.floor(Math.random() * 1e9)}`;
      const before = await snapshotD1();
      const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
      expect([r.status, r.error?.message]).toEqual([400, expect.stringMatching(WHY)]);
      expect(await snapshotD1()).toEqual(before);
    },
  );

  it.each([...HELD_OUT_BLANK_PADDED, ...HELD_OUT_UPSIDE_DOWN, ...HELD_OUT_KANA])(
    'sign-up refuses %j, padded with blank letters, upside down or in kana, says why and creates nothing (security: Passwords people guess)',
    async (password) => {
      const username = `blank_${Math.floor(Math.random() * 1e9)}`;
      const before = await snapshotD1();
      const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
      expect([r.status, r.error?.message]).toEqual([400, expect.stringMatching(WHY)]);
      expect(await snapshotD1()).toEqual(before);
    },
  );

  it('sign-up still takes strong passwords in the scripts look-alikes come from (security: Passwords people guess)', async () => {
    for (const password of STRONG_IN_SCRIPTS) {
      const username = `script_${Math.floor(Math.random() * 1e9)}`;
      const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
      expect([r.status, r.error?.message], password).toEqual([201, undefined]);
    }
  });

  it("sign-up refuses the person's own email, username and name with padding", async () => {
    const username = `jdoe_${Math.floor(Math.random() * 1e9)}`;
    const before = await snapshotD1();
    for (const password of yours('jdoe')) {
      const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username, full_name: 'Jordan Doerr' });
      expect(r.status, password).toBe(400);
      expect(r.error?.message, password).toBe(MINE);
    }
    expect(await snapshotD1()).toEqual(before);
  });

  it("sign-up, the settings and a reset link refuse a member's names however they are dressed up (katewin)", async () => {
    const n = String(10_000 + Math.floor(Math.random() * 89_999));
    const username = `katewin${n}`;
    const email = `kate.winslet${n}@example.org`;
    const before = await snapshotD1();
    for (const password of kate(n)) {
      const r = await callFrom('UserRegisterResource', 'create', { email, password, username });
      expect([r.status, r.error?.message], password).toEqual([400, MINE]);
    }
    expect(await snapshotD1()).toEqual(before);
    const made = await callFrom('UserRegisterResource', 'create', { email, password: 'correct horse battery vqzk', username });
    expect(made.status).toBe(201);
    const cookie = made.response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const mailbox = openMailbox();
    expect((await callFrom('PasswordResetResource', 'create', { email })).status).toBe(200);
    const token = mailbox.resetToken(email);
    mailbox.restore();
    const settled = await snapshotD1();
    for (const password of kate(n)) {
      const viaSettings = await callFrom(
        'UserAccountResource',
        'update',
        { current_password: 'correct horse battery vqzk', new_password: password },
        { cookie },
      );
      expect([viaSettings.status, viaSettings.error?.message], password).toEqual([400, MINE]);
      const viaReset = await callFrom('PasswordResetResource', 'update', { token, password });
      expect([viaReset.status, viaReset.error?.message], password).toEqual([400, MINE]);
    }
    expect(await snapshotD1()).toEqual(settled);
  });

  it('strong passphrases of rare words still pass on sign-up', async () => {
    for (const password of [
      'quixotic-marmalade-fjord-vellum',
      'Plinth Oboe Gusset Wrangle',
      'vellum quokka fjord zephyr',
      'xK9#mQ2$vL8!',
      'vqzk-Lamp-Orbit-93',
      'q7Gm2xPz9LwB',
    ]) {
      const username = `rare_${Math.floor(Math.random() * 1e9)}`;
      const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
      expect([r.status, r.error?.message], password).toEqual([201, undefined]);
    }
  });

  /** What one path is asked, in rounds of 9: password checks are rate limited per member and per token (10 an hour). */
  const rounds = <T>(list: readonly T[]) => Array.from({ length: Math.ceil(list.length / 9) }, (_, i) => list.slice(i * 9, i * 9 + 9));
  const EXPECTED: Array<[string, RegExp | string]> = [
    ...DISGUISES.map((p): [string, RegExp] => [p, WHY]),
    ...yours('jdoe').map((p): [string, string] => [p, MINE]),
  ];

  it.each(rounds(EXPECTED).map((round, i) => [i + 1, round] as const))(
    "a reset link refuses the same disguises and the account's own email, username and name (round %i), keeps the token, then takes a good password",
    async (_, round) => {
      const account = await signUp('jdoe');
      await env.DB.prepare("UPDATE users SET full_name = 'Jordan Doerr' WHERE id = ?").bind(Number(account.id)).run();
      const email = `${account.username}@example.com`;
      const mailbox = openMailbox();
      expect((await callFrom('PasswordResetResource', 'create', { email })).status).toBe(200);
      const token = mailbox.resetToken(email);
      mailbox.restore();
      const before = await snapshotD1();
      for (const [password, why] of round) {
        const r = await callFrom('PasswordResetResource', 'update', { token, password });
        expect(r.status, password).toBe(400);
        if (typeof why === 'string') expect(r.error?.message, password).toBe(why);
        else expect(r.error?.message, password).toMatch(why);
      }
      expect(await snapshotD1()).toEqual(before);
      expect((await callFrom('PasswordResetResource', 'update', { token, password: 'a sturdy new passphrase vqzk' })).status).toBe(200);
    },
  );

  it("a reset link refuses the account's own username and email themselves", async () => {
    const account = await signUp('rulereset');
    const email = `${account.username}@example.com`;
    const mailbox = openMailbox();
    expect((await callFrom('PasswordResetResource', 'create', { email })).status).toBe(200);
    const token = mailbox.resetToken(email);
    mailbox.restore();
    for (const password of [account.username, `${account.username}!1`, email, [...account.username].reverse().join('')]) {
      const r = await callFrom('PasswordResetResource', 'update', { token, password });
      expect(r.status, password).toBe(400);
      expect(r.error?.message, password).toBe(MINE);
    }
  });

  it.each(rounds(EXPECTED).map((round, i) => [i + 1, round] as const))('the settings refuse the same disguises and the name (round %i)', async (_, round) => {
    const account = await signUp('jdoe');
    await env.DB.prepare("UPDATE users SET full_name = 'Jordan Doerr' WHERE id = ?").bind(Number(account.id)).run();
    const before = await snapshotD1();
    for (const [new_password, why] of round) {
      const r = await callFrom('UserAccountResource', 'update', { current_password: 'correct horse battery vqzk', new_password }, { cookie: account.cookie });
      expect(r.status, new_password).toBe(400);
      if (typeof why === 'string') expect(r.error?.message, new_password).toBe(why);
      else expect(r.error?.message, new_password).toMatch(why);
    }
    expect(await snapshotD1()).toEqual(before);
  });

  it('the settings refuse the new email as the password', async () => {
    const account = await signUp('rulesettings');
    const before = await snapshotD1();
    const r = await callFrom(
      'UserAccountResource',
      'update',
      { current_password: 'correct horse battery vqzk', email: 'fresh.address@example.com', new_password: 'fresh.address@example.com' },
      { cookie: account.cookie },
    );
    expect(r.status).toBe(400);
    expect(r.error?.message).toBe(MINE);
    expect(await snapshotD1()).toEqual(before);
  });

  it('a seeded demo account still signs in with demo-password: the rule is for new passwords, not sign-in', async () => {
    const h = await hashPassword('demo-password');
    await env.DB.prepare("UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE username = 'demo'")
      .bind(h.hash, h.salt, h.iterations)
      .run();
    expect((await callFrom('UserSessionResource', 'create', { username_or_email: 'demo@example.com', password: 'demo-password' })).status).toBe(200);
  });
});

/** The third re-test's disguises: every letter doubled, the rows of the Russian keyboard, "password" in Russian, CJK numerals. */
const SEC56 = [
  'ppaasssswwoorrdd',
  'ppaasssswwoorrdd11',
  'iilloovveeyyoouu',
  'mmoonnkkeeyy12',
  'йцукенгшщз',
  'фывапролдж',
  'пароль123',
  'пароль2024!',
  '一二三四五六七八',
];
/**
 * Held out, each accepted by the rule before: doubled in capitals, runs of three, the Russian keyboard's bottom row and
 * its walks, English and Russian words typed with the Russian layout on (зфыыцщкв is password), mirrored and in
 * capitals, "password" in Japanese, an AZERTY digits row unshifted.
 */
const SEC56_HELD_OUT = [
  'ssuunnsshhiinnee77',
  'DDRRAAGGOONN2024',
  'ffoooottbbaallll',
  'ддррааггоонн',
  'ячсмить123',
  'ЙЦУКЕНфыва',
  'зфыыцщкв2024',
  'привет123',
  'ьлорап99',
  'ПАРОЛЬ!!',
  'パスワード123',
  'azerty&é"\'(',
];
/** Strong passwords in other scripts and with doubled letters, which the new readings must not refuse. */
const STRONG_ELSEWHERE = ['Жёлтый-Кит-Прыгает-93', 'ЗвёздныйЛабиринт2031', 'Mississippi-Quokka-vqzk', 'contraseña-vqzk-Lamp-93', 'Schmetterling-Qualle-vqzk'];

describe('passwords people guess in other layouts, languages and doubled letters: one rule on every path (passwordRule)', () => {
  const LEAKED = [...SEC56, ...SEC56_HELD_OUT];
  /** Rounds of 8, and one good password after: a path checks 10 passwords an hour per member or token. */
  const rounds = Array.from({ length: Math.ceil(LEAKED.length / 8) }, (_, i) => [i + 1, LEAKED.slice(i * 8, i * 8 + 8)] as const);

  it.each(LEAKED)('Passwords people guess: sign-up refuses %s, says why and creates nothing', async (password) => {
    const username = `layout_${Math.floor(Math.random() * 1e9)}`;
    const before = await snapshotD1();
    const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
    expect([r.status, r.error?.message], password).toEqual([400, expect.stringMatching(WHY)]);
    expect(await snapshotD1()).toEqual(before);
  });

  it.each(STRONG_ELSEWHERE)('Passwords people guess: sign-up still takes the strong %s', async (password) => {
    const username = `strong_${Math.floor(Math.random() * 1e9)}`;
    const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
    expect([r.status, r.error?.message], password).toEqual([201, undefined]);
  });

  it.each(rounds)('Passwords people guess: a reset link refuses them (round %i), keeps the token, then takes a strong one', async (round, passwords) => {
    const account = await signUp('layoutreset');
    const email = `${account.username}@example.com`;
    const mailbox = openMailbox();
    expect((await callFrom('PasswordResetResource', 'create', { email })).status).toBe(200);
    const token = mailbox.resetToken(email);
    mailbox.restore();
    const before = await snapshotD1();
    for (const password of passwords) {
      const r = await callFrom('PasswordResetResource', 'update', { token, password });
      expect([r.status, r.error?.message], password).toEqual([400, expect.stringMatching(WHY)]);
    }
    expect(await snapshotD1()).toEqual(before);
    const strong = STRONG_ELSEWHERE[round % STRONG_ELSEWHERE.length] as string;
    expect((await callFrom('PasswordResetResource', 'update', { token, password: strong })).status, strong).toBe(200);
  });

  it.each(rounds)('Passwords people guess: the settings refuse them (round %i), then take a strong one', async (round, passwords) => {
    const account = await signUp('layoutsettings');
    const before = await snapshotD1();
    for (const new_password of passwords) {
      const r = await callFrom('UserAccountResource', 'update', { current_password: 'correct horse battery vqzk', new_password }, { cookie: account.cookie });
      expect([r.status, r.error?.message], new_password).toEqual([400, expect.stringMatching(WHY)]);
    }
    expect(await snapshotD1()).toEqual(before);
    const strong = STRONG_ELSEWHERE[(round + 2) % STRONG_ELSEWHERE.length] as string;
    const changed = await callFrom(
      'UserAccountResource',
      'update',
      { current_password: 'correct horse battery vqzk', new_password: strong },
      { cookie: account.cookie },
    );
    expect([changed.status, changed.error?.message], strong).toEqual([200, undefined]);
  });
});

/**
 * Walks typed on layouts the rule once listed one at a time (Georgian, Armenian, Thai, Persian, Turkish F, Japanese kana,
 * Hindi InScript) and on others no test names (Lao, Kannada InScript, Macedonian, Colemak): all read from the
 * one table of layouts (shared/users/keyboardLayouts.ts).
 */
const OTHER_LAYOUTS = [
  'ქწერტყუიოპ',
  'ճւերտյւիօպ',
  'ๆไำพะัีรนยบ',
  'شسیبلاتنمک',
  'fgğıodrnhpqw',
  'たていすかんなにらせ',
  'ौैाीूबहगदजड',
  'ົໄຳພະິີຣນຍ',
  'ೌೈಾೀೂಬಹಗದಜ',
  'асдфгхјклчќ',
  'arstdhneio',
];

describe('passwords people guess: keyboard walks on any layout, on sign-up (security: Passwords people guess)', () => {
  it.each(OTHER_LAYOUTS)(
    'Passwords people guess: sign-up refuses %s, a walk on another layout, as a pattern and creates nothing (security: Passwords people guess)',
    async (password) => {
      const username = `walk_${Math.floor(Math.random() * 1e9)}`;
      const before = await snapshotD1();
      const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
      expect([r.status, r.error?.message], password).toEqual([400, expect.stringMatching(/keyboard pattern/)]);
      expect(await snapshotD1()).toEqual(before);
    },
  );

  it.each(['მზიანი-ზღვა-კატა-47', 'Երևանի գիշերը լուսավոր է 2024', 'ねこがそらをとぶ-2024', 'मेरी बिल्ली दूध पीती है 58'])(
    'Passwords people guess: sign-up still takes the strong %s (security: Passwords people guess)',
    async (password) => {
      const username = `strong_${Math.floor(Math.random() * 1e9)}`;
      const r = await callFrom('UserRegisterResource', 'create', { email: `${username}@example.com`, password, username });
      expect([r.status, r.error?.message], password).toEqual([201, undefined]);
    },
  );
});
