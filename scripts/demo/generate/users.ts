import { type Artwork, asciiHex, BASE_TIME, DAY, type PasswordAccount, type UserRow } from '../dataset.ts';
import type { Rng } from '../random.ts';
import type { Theme } from '../words.ts';
import { ABOUT_LINES, ADVERTISERS, COUNTRY_LOCALES, FIRST_NAMES, LAST_NAMES, MERCHANTS } from '../words.ts';

/** Everyone in the demo data, with the accounts and groups the later steps pick from. */
export interface Cast {
  users: UserRow[];
  demo: UserRow;
  partner: UserRow;
  staff: UserRow;
  merchant: UserRow;
  limited: UserRow;
  advertisers: UserRow[];
  advertiserTheme: Map<number, Theme>;
  advertiserSite: Map<number, string>;
  merchants: UserRow[];
  merchantTheme: Map<number, Theme>;
  merchantSite: Map<number, string>;
  /** People: neither a fixed account, an advertiser nor a merchant. */
  regularUsers: UserRow[];
  passwordAccounts: PasswordAccount[];
}

export function generateUsers(root: Rng, userCount: number, artworks: Artwork[], theme: (key: string) => Theme): Cast {
  const userRng = root.fork('users');
  const users: UserRow[] = [];
  const usernames = new Set<string>();
  const advertiserCount = Math.max(2, Math.min(ADVERTISERS.length, Math.floor(userCount / 15)));
  const merchantCount = MERCHANTS.length;
  let userClock = BASE_TIME;
  const userStep = Math.floor((40 * DAY) / userCount);
  const addUser = (fields: Partial<UserRow> & { username: string; full_name: string }): UserRow => {
    userClock += userRng.int(Math.floor(userStep / 2), Math.floor((userStep * 3) / 2));
    const [country, locale] = userRng.pick(COUNTRY_LOCALES);
    const row: UserRow = {
      id: users.length + 1,
      username: fields.username,
      email: fields.email ?? `${fields.username}@example.${userRng.pick(['com', 'org', 'net'])}`,
      full_name: fields.full_name,
      about: fields.about ?? userRng.pick(ABOUT_LINES),
      password_hash: null,
      password_salt: null,
      password_iterations: null,
      image_signature: fields.image_signature !== undefined ? fields.image_signature : userRng.chance(0.72) ? userRng.pick(artworks).signature : null,
      website_url: fields.website_url ?? (userRng.chance(0.2) ? `https://${fields.username}.example.com/` : null),
      is_partner: fields.is_partner ?? 0,
      is_employee: fields.is_employee ?? 0,
      is_verified_merchant: fields.is_verified_merchant ?? 0,
      is_limited_login: fields.is_limited_login ?? 0,
      gender: fields.gender ?? userRng.weighted(['female', 'male', 'unspecified'] as const, [5, 3, 2]),
      country: fields.country ?? country,
      locale: fields.locale ?? locale,
      save_behavior: fields.save_behavior ?? (userRng.chance(0.7) ? 1 : 0),
      settings: fields.settings ?? '{}',
      created_at: userClock,
    };
    users.push(row);
    usernames.add(row.username.toLowerCase());
    return row;
  };

  const demo = addUser({
    username: 'demo',
    email: 'demo@example.com',
    full_name: 'Demo Person',
    gender: 'female',
    country: 'US',
    locale: 'en-US',
    save_behavior: 1,
    about: 'Collecting ideas for a slower, cozier home.',
    image_signature: artworks[3 % artworks.length].signature,
    website_url: null,
  });
  const partner = addUser({
    username: 'partner',
    email: 'partner@example.com',
    full_name: 'Paige Partner',
    is_partner: 1,
    gender: 'female',
    country: 'GB',
    locale: 'en-GB',
    about: 'Creator partner. Ceramics, slow living and seasonal recipes.',
    website_url: 'https://paigepartner.example.com/',
    image_signature: artworks[4 % artworks.length].signature,
  });
  const staff = addUser({
    username: 'staff',
    email: 'staff@example.com',
    full_name: 'Sam Staff',
    is_employee: 1,
    gender: 'unspecified',
    country: 'US',
    locale: 'en-US',
    about: 'Works here. Debug boxes appear with ?deb_ parameters.',
    image_signature: null,
  });
  const merchant = addUser({
    username: 'makershop',
    email: 'makershop@example.com',
    full_name: 'Maker Shop',
    is_verified_merchant: 1,
    gender: 'unspecified',
    country: 'US',
    locale: 'en-US',
    about: 'Small-batch ceramics and craft kits, made in Portland.',
    website_url: 'https://www.makershop.com/',
    image_signature: artworks[5 % artworks.length].signature,
    save_behavior: 0,
  });
  const limited = addUser({
    username: 'limited',
    email: 'limited@example.com',
    full_name: 'Lee Limited',
    is_limited_login: 1,
    gender: 'male',
    country: 'CA',
    locale: 'fr-CA',
    about: '',
    image_signature: null,
    website_url: null,
  });
  const advertisers: UserRow[] = [];
  const advertiserTheme = new Map<number, Theme>();
  const advertiserSite = new Map<number, string>();
  for (let i = 0; i < advertiserCount; i++) {
    const a = ADVERTISERS[i];
    const row = addUser({
      username: a.username,
      full_name: a.fullName,
      gender: 'unspecified',
      about: `Official account of ${a.fullName}.`,
      website_url: `https://www.${a.site}/`,
      email: `ads@${a.site.replace(/\.[a-z]+$/, '')}.example.com`,
      image_signature: userRng.pick(artworks).signature,
    });
    advertisers.push(row);
    advertiserTheme.set(row.id, theme(a.theme));
    advertiserSite.set(row.id, a.site);
  }
  const merchants: UserRow[] = [merchant];
  const merchantTheme = new Map<number, Theme>([[merchant.id, theme('crafts')]]);
  const merchantSite = new Map<number, string>([[merchant.id, 'www.makershop.com']]);
  for (let i = 0; i < merchantCount; i++) {
    const m = MERCHANTS[i];
    const row = addUser({
      username: m.username,
      full_name: m.fullName,
      gender: 'unspecified',
      about: `Shop ${m.fullName} online.`,
      website_url: `https://${m.site}/`,
      image_signature: userRng.pick(artworks).signature,
    });
    merchants.push(row);
    merchantTheme.set(row.id, theme(m.theme));
    merchantSite.set(row.id, m.site);
  }
  while (users.length < userCount) {
    const first = userRng.pick(FIRST_NAMES);
    const last = userRng.pick(LAST_NAMES);
    const style = userRng.int(0, 4);
    const base = [`${first}${last}`, `${first}.${last}`, `${first}_${last.slice(0, 1)}`, `${first}makes`, `the${last}home`][style].toLowerCase();
    let username = base;
    while (usernames.has(username)) username = `${base}${userRng.int(2, 999)}`;
    addUser({ username, full_name: userRng.chance(0.06) ? first : `${first} ${last}` });
  }
  const regularUsers = users.filter((u) => u.id > merchants[merchants.length - 1].id);
  const passwordAccounts: PasswordAccount[] = [demo, partner, staff, merchant, limited].map((u) => ({
    userId: u.id,
    email: u.email,
    saltHex: asciiHex(`demo-salt-${String(u.id).padStart(6, '0')}`),
  }));
  return {
    users,
    demo,
    partner,
    staff,
    merchant,
    limited,
    advertisers,
    advertiserTheme,
    advertiserSite,
    merchants,
    merchantTheme,
    merchantSite,
    regularUsers,
    passwordAccounts,
  };
}
