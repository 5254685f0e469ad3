// Finding 4 (rate limits per client address only): every credential check is limited by account
// as well as by address (sign-in beyond its account limit is slowed, never refused), and an IPv6 client is one client for its whole /64.
import { describe, expect, it } from 'vitest';
import { VERBS } from '#shared/api/define.ts';
import { API } from '#shared/api/index.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { addressKey } from '#worker/middleware/clientAddress.ts';
import { call, signUp } from '../accountHelpers.ts';
import { withinOneEdgeWindow } from '../edgeWindow.ts';
import { callFrom, freshIp, snapshotD1 } from './helpers.ts';

let prefix = 0;
/** A fresh IPv6 /64 and a way to spell ever new addresses inside it. */
function fresh64() {
  prefix++;
  let host = 0;
  const base = `2001:db8:${prefix.toString(16)}:7`;
  return {
    base,
    next: () => {
      host++;
      // Different spellings of addresses of one /64: compressed, expanded, upper case.
      const spellings = [`${base}::${host.toString(16)}`, `${base}:${host.toString(16)}:0:0:1`.toUpperCase(), `${base}:0:0:${host.toString(16)}:ffff`];
      return spellings[host % spellings.length];
    },
  };
}

const signIn = (login: string, password: string, ip: string) => callFrom('UserSessionResource', 'create', { username_or_email: login, password }, { ip });

describe('an IPv6 client is one client for its /64 (security: Rate limits)', () => {
  it.each([
    ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', true],
    ['2001:db8:1:2::1', '2001:0db8:0001:0002:0000:0000:0000:0009', true],
    ['2001:db8:1:2::1', '2001:db8:1:3::1', false],
    ['::ffff:203.0.113.9', '203.0.113.9', true],
    ['203.0.113.9', '203.0.113.10', false],
  ])('%s and %s share a bucket: %s', (a, b, same) => {
    expect(addressKey(a) === addressKey(b)).toBe(same);
    expect(addressKey(a)).not.toBeNull();
  });

  it('refuses sign-in attempts from ever new addresses of one /64 once its limit is spent, and nothing is signed in', async () => {
    const net = fresh64();
    const before = await snapshotD1();
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) expect((await signIn(`nobody${i}@example.com`, 'wrong-password', net.next())).status).toBe(401);
    const refused = await signIn('demo@example.com', 'demo-password', net.next());
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await snapshotD1()).toEqual(before);
    // Another /64 is another client.
    expect((await signIn('nobody@example.com', 'wrong-password', fresh64().next())).status).toBe(401);
  });
});

describe('credential checks are limited by account, whatever the addresses (security: Rate limits)', () => {
  // Twenty PBKDF2 checks: more than vitest's 5 s default on a loaded machine.
  it('refuses sign-in to one account from rotating addresses once its account limit is spent (docs/security.md#classes-of-attack-and-where-they-are-stopped)', {
    timeout: 30_000,
  }, async () => {
    const account = await signUp('rotate');
    for (let i = 0; i < RATE_LIMITS.signInAccount.limit; i++) {
      // The username and its other spellings (case, spaces, the email) are one account.
      const login = [account.username, account.username.toUpperCase(), ` ${account.username} `, `${account.username}@example.com`][i % 4];
      expect((await signIn(login, `wrong-password-${i}`, freshIp())).status).toBe(401);
    }
    const before = await snapshotD1();
    expect((await signIn(account.username, `wrong-password-last`, freshIp())).status).toBe(429);
    // From an unknown browser the right password is refused too; the owner gets in on a known device
    // or by a reset link (security/signInGuessing).
    expect((await signIn(account.username, 'correct horse battery vqzk', freshIp())).status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });

  it('refuses reset links for one email from rotating addresses once its limit is spent (no mail bombing)', async () => {
    const account = await signUp('bomb');
    const email = `${account.username}@example.com`;
    for (let i = 0; i < RATE_LIMITS.passwordResetAccount.limit; i++) expect((await callFrom('PasswordResetResource', 'create', { email })).status).toBe(200);
    const before = await snapshotD1();
    for (const spelling of [email, email.toUpperCase(), ` ${email}`]) {
      const refused = await callFrom('PasswordResetResource', 'create', { email: spelling });
      expect(refused.status).toBe(429);
    }
    expect(await snapshotD1()).toEqual(before);
  });

  it('limits the current-password check of account settings per member, whatever the addresses', async () => {
    const account = await signUp('settings');
    const before = await snapshotD1();
    for (let i = 0; i < RATE_LIMITS.passwordCheck.limit; i++) {
      const wrong = await callFrom(
        'UserAccountResource',
        'update',
        { current_password: `guess-${i}`, new_password: 'a new good password vqzk' },
        { cookie: account.cookie },
      );
      expect(wrong.status).toBe(403);
    }
    const refused = await callFrom(
      'UserAccountResource',
      'update',
      { current_password: 'correct horse battery vqzk', new_password: 'a new good password vqzk' },
      { cookie: account.cookie },
    );
    expect(refused.status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });

  it('limits reset-token attempts per client (an IPv6 /64 included)', async () => {
    const net = fresh64();
    const before = await snapshotD1();
    for (let i = 0; i < RATE_LIMITS.passwordResetComplete.limit; i++) {
      const guess = await callFrom(
        'PasswordResetResource',
        'update',
        { token: `guessed-token-${i}-aaaaaaaaaaaaaaaa`, password: 'a new good password vqzk' },
        { ip: net.next() },
      );
      expect(guess.status).toBe(400);
    }
    const refused = await callFrom(
      'PasswordResetResource',
      'update',
      { token: 'guessed-token-last-aaaaaaaaaaaaaaaa', password: 'a new good password vqzk' },
      { ip: net.next() },
    );
    expect(refused.status).toBe(429);
    expect(await snapshotD1()).toEqual(before);
  });

  it('still lets a person sign in on the first try from a fresh address', async () => {
    const account = await signUp('fine');
    const ok = await call('UserSessionResource', 'create', { username_or_email: account.username, password: 'correct horse battery vqzk' });
    expect(ok.status).toBe(200);
  });
});

describe('signed-in members are counted as members and by address (security: Rate limits)', () => {
  it('limits a member sending messages from rotating addresses', async () => {
    const sender = await signUp('spam');
    const before = await snapshotD1();
    await withinOneEdgeWindow(RATE_LIMITS.messageSend.windowSeconds, RATE_LIMITS.messageSend.limit + 1);
    let refused = 0;
    for (let i = 0; i <= RATE_LIMITS.messageSend.limit; i++) {
      const r = await callFrom('ConversationMessagesResource', 'create', { conversation_id: '999999999', text: 'hi' }, { cookie: sender.cookie });
      if (r.status === 429) refused++;
      else expect(r.status).toBe(404);
    }
    expect(refused).toBe(1);
    expect(await snapshotD1()).toEqual(before);
  });
});

describe('the contract names the account of every per-account limit (security: Rate limits)', () => {
  const limited = Object.values(API).flatMap((r) =>
    VERBS.flatMap((verb) => {
      const contract = (r as Record<string, unknown>)[verb] as { accountLimit: { name: string; by: string } | null; options: { entries?: object } } | undefined;
      return contract?.accountLimit ? [[`${r.name} ${verb}`, contract] as const] : [];
    }),
  );

  it('declares per-account limits on sign-up and reset requests (sign-in counts the account it resolves, in its handler)', () => {
    expect(limited.map(([name]) => name).sort()).toEqual(['PasswordResetResource create', 'UserRegisterResource create']);
  });

  it.each(limited)('%s counts by an option its schema has', (_name, contract) => {
    expect(Object.keys(contract.options.entries ?? {})).toContain(contract.accountLimit?.by);
    expect(Object.keys(RATE_LIMITS)).toContain(contract.accountLimit?.name);
  });
});
