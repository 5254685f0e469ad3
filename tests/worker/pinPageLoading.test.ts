// docs/rules/closeup-and-visitors.md#states-and-actions-spec-002-4: whatever the pin-page loading group, a member's closeup carries its related pins.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { request, sessionCookie } from './helpers.ts';

describe('pin-page loading groups (spec 002 §4)', () => {
  it.each(['control', 'render_and_subscribe'])('a member in %s gets the closeup with "More to explore"', async (group) => {
    const pin = await env.DB.prepare(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id JOIN pin_interests pi ON pi.pin_id = p.id WHERE b.privacy = 'public' AND p.deleted_at IS NULL LIMIT 1`,
    ).first<{ id: number }>();
    const member = await env.DB.prepare("SELECT id FROM users WHERE username = 'demo'").first<{ id: number }>();
    const response = await request(`/pin/${pin!.id}/?exp=pin_page_loading:${group}`, { headers: { cookie: await sessionCookie(member!.id) } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.split('data-test-id="pin" data-pin-id=').length - 1).toBeGreaterThan(1);
  });
});
