// docs/rules/experiences.md#hero-banner-spec-001-22: the hero's variants as the worker renders them in the first HTML: the dark
// dismiss-only hero, and the welcome-back hero with the member's first name and picture (its initial without one).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ORIGIN, request, sessionCookie } from './helpers.ts';

/** The home page's HTML as the holder of `cookie` sees it. */
const home = async (cookie: string) => (await request('/', { headers: { cookie } })).text();

/** The element of the experience `placed` (placement-experience) in the HTML, up to the end of its section. */
function heroIn(html: string, placed: string): string {
  const start = html.indexOf(`data-test-id="experience-${placed}"`);
  expect(start, `hero ${placed} in the first HTML`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf('<section', start), html.indexOf('</section>', start));
}

/** A member the demo made with a picture (image_signature with its image), marked as back after 28 days away. */
async function returningMember(withPicture: boolean): Promise<{ id: number; firstName: string; signature: string | null }> {
  const row = await env.DB.prepare(
    `SELECT u.id, u.full_name, u.username, u.image_signature FROM users u JOIN images i ON i.signature = u.image_signature
      WHERE u.is_partner = 0 AND u.is_employee = 0 AND u.is_limited_login = 0 ORDER BY u.id LIMIT 1 OFFSET ?`,
  )
    .bind(withPicture ? 0 : 1)
    .first<{ id: number; full_name: string | null; username: string; image_signature: string }>();
  if (!row) throw new Error('no demo member with a picture');
  if (!withPicture) await env.DB.prepare('UPDATE users SET image_signature = NULL WHERE id = ?').bind(row.id).run();
  await env.DB.prepare('UPDATE users SET resurrection_dt = ? WHERE id = ?').bind(Date.now(), row.id).run();
  return { id: row.id, firstName: (row.full_name || row.username).split(' ')[0], signature: withPicture ? row.image_signature : null };
}

describe('hero variants in the first HTML', () => {
  it('B3: the welcome-back hero (500863) greets a returning member by first name and shows their picture', async () => {
    const member = await returningMember(true);
    const hero = heroIn(await home(await sessionCookie(member.id)), '1000102-500863');
    expect(hero).toContain('hero--welcomeBack');
    expect(hero).toContain(`Welcome back, ${member.firstName}!`);
    expect(hero).toMatch(new RegExp(`<img class="hero__avatar" src="/i/136x136/[^"]*${member.signature}[^"]*"`));
    expect(hero).toContain('Go to my boards');
    expect(hero).toContain('>Close<');
  });

  it('B3: without a picture the welcome-back hero shows the first letter of the name instead', async () => {
    const member = await returningMember(false);
    const hero = heroIn(await home(await sessionCookie(member.id)), '1000102-500863');
    expect(hero).not.toContain('<img');
    expect(hero).toContain(`<span class="hero__avatar" aria-hidden="true">${member.firstName.slice(0, 1).toUpperCase()}</span>`);
  });

  it('B3: the dark hero (502597) is dismiss-only: its title and its dismiss button, no complete link', async () => {
    const cookie = 'pb_anon=test-visitor-hero-dark01';
    const triggered = await request('/v3/experiences/1000101:502597/trigger/', { method: 'PUT', headers: { origin: ORIGIN, cookie } });
    expect(triggered.status).toBe(200);
    const hero = heroIn(await home(cookie), '1000101-502597');
    expect(hero).toContain('hero--dark');
    expect(hero).toContain('Night owl? Try dark mode');
    expect(hero).toContain('>Got it</button>');
    expect(hero).not.toContain('<a ');
    expect(hero).not.toContain('hero__avatar');
  });
});
