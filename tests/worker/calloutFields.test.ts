// docs/rules/experiences.md#experience-data-spec-001-3: a callout's `link`, `icon` and `iconColor` are drawn, in the first HTML.
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetLivePointer, publishDefinitions } from '#worker/experiences/definitions.ts';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';
import { ORIGIN, request } from './helpers.ts';

const CALLOUT = {
  experience_id: 519001,
  placement_id: 1000139,
  type: 1,
  priority: 9,
  targeting: { requires_trigger: true },
  display_data: {
    type: 'info-callout',
    message: 'Boards can be shared.',
    link: { href: '/help/boards/', text: 'How it works' },
    icon: 12,
    iconColor: '#0a7d4b',
    primaryAction: { label: 'OK' },
  },
};

afterAll(async () => {
  await publishDefinitions(env.EXPERIENCES, DEMO_EXPERIENCES);
  forgetLivePointer();
});

describe('callout display fields', () => {
  it('B12: a callout draws its link, its numbered icon and the icon colour', async () => {
    await publishDefinitions(env.EXPERIENCES, [...DEMO_EXPERIENCES, CALLOUT]);
    forgetLivePointer();
    const cookie = 'pb_anon=test-visitor-callout-01';
    expect((await request('/v3/experiences/1000139:519001/trigger/', { method: 'PUT', headers: { origin: ORIGIN, cookie } })).status).toBe(200);
    const html = await (await request('/', { headers: { cookie } })).text();
    const start = html.indexOf('data-test-id="experience-1000139-519001"');
    expect(start).toBeGreaterThan(-1);
    const callout = html.slice(html.lastIndexOf('<section', start), html.indexOf('</section>', start));
    expect(callout).toMatch(/<span class="callout__icon" data-icon="12" style="color:#0a7d4b;border-color:#0a7d4b" aria-hidden="true">12<\/span>/);
    expect(callout).toMatch(/<a class="callout__link" href="\/help\/boards\/"[^>]*>How it works<\/a>/);
  });

  it('B12: a definition with an icon colour that is not a colour is refused before it is published', async () => {
    await expect(
      publishDefinitions(env.EXPERIENCES, [{ ...CALLOUT, display_data: { ...CALLOUT.display_data, iconColor: 'red;background:url(x)' } }]),
    ).rejects.toThrow(/iconColor/);
  });
});
