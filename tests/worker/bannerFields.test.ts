// docs/rules/experiences.md#experience-data-spec-001-3: a promotional banner marked `external` opens its links in a new tab, in the first HTML.
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetLivePointer, publishDefinitions } from '#worker/experiences/definitions.ts';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';
import { ORIGIN, request } from './helpers.ts';

const banner = (experienceId: number, external: boolean | undefined) => ({
  experience_id: experienceId,
  placement_id: 1000159,
  type: 1,
  priority: 9,
  targeting: { requires_trigger: true },
  display_data: {
    component_type: 1,
    titleText: 'Ideas for the weekend',
    message: 'See {0}.',
    links: ['/ideas/'],
    linkTitles: ['the weekend ideas'],
    completeButtonText: 'Explore',
    ...(external === undefined ? {} : { external }),
  },
});

afterAll(async () => {
  await publishDefinitions(env.EXPERIENCES, DEMO_EXPERIENCES);
  forgetLivePointer();
});

/** The banner's link as the home page's HTML draws it for a visitor who triggered it. */
async function bannerLink(definition: ReturnType<typeof banner>, visitor: string): Promise<string> {
  await publishDefinitions(env.EXPERIENCES, [...DEMO_EXPERIENCES, definition]);
  forgetLivePointer();
  const cookie = `pb_anon=${visitor}`;
  const placed = `${definition.placement_id}:${definition.experience_id}`;
  expect((await request(`/v3/experiences/${placed}/trigger/`, { method: 'PUT', headers: { origin: ORIGIN, cookie } })).status).toBe(200);
  const html = await (await request('/', { headers: { cookie } })).text();
  const start = html.indexOf(`data-test-id="experience-${placed.replace(':', '-')}"`);
  expect(start).toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf('</section>', start));
  const link = section.match(/<a [^>]*>the weekend ideas<\/a>/)?.[0];
  expect(link).toBeDefined();
  return link ?? '';
}

describe('promotional banner display fields', () => {
  it('B12: a banner marked external opens its own-site link in a new tab without a referrer', async () => {
    const link = await bannerLink(banner(519101, true), 'test-visitor-banner-external');
    expect(link).toContain('href="/ideas/"');
    expect(link).toContain('target="_blank"');
    expect(link).toMatch(/rel="[^"]*noreferrer/);
  });

  it('B12: without external the same link opens in the same tab', async () => {
    const link = await bannerLink(banner(519102, undefined), 'test-visitor-banner-internal');
    expect(link).toContain('href="/ideas/"');
    expect(link).not.toContain('target=');
  });
});
