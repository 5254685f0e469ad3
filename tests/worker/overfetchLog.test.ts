// docs/rules/experiences.md#constants-spec-001-9: overfetch logging, one request in ten: a single-experience read that fetched more
// experiences than it answered is logged with the counts and the OS and browser codes.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inLogSample } from '#shared/events/deviceCodes.ts';
import { publishDefinitions } from '#worker/experiences/definitions.ts';
import type { OverfetchLogLine } from '#worker/experiences/overfetchLog.ts';
import { DEMO_EXPERIENCES } from '../../scripts/demo/experiences.ts';
import { request } from './helpers.ts';

const ANON = 'pb_anon=overfetch-visitor-0000001';

function ray(sampled: boolean): string {
  for (let i = 0; ; i++) {
    const id = (i + 4096).toString(16).padStart(16, '0');
    if (inLogSample(id, 0.1) === sampled) return id;
  }
}

async function read(multi: boolean, cfRay: string) {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  const query = encodeURIComponent(JSON.stringify({ options: { multiExperiencePlatform: multi } }));
  const response = await request(`/resource/UserExperiencePlatformResource/get/?data=${query}`, { headers: { cookie: ANON, 'cf-ray': cfRay } });
  const body = (await response.json()) as { resource_response: { data: Record<string, unknown> } };
  const lines = info.mock.calls.map((call) => call[0] as OverfetchLogLine).filter((line) => line?.message === 'experience_overfetch');
  info.mockRestore();
  return { data: body.resource_response.data, lines };
}

describe('overfetch logging (experiences: Constants)', () => {
  // A second hero for visitors at the welcome hero's placement: a single-experience read drops one.
  beforeAll(async () => {
    const hero = DEMO_EXPERIENCES.find((d) => d.experience_id === 510001)!;
    await publishDefinitions(env.EXPERIENCES, [...DEMO_EXPERIENCES, { ...hero, experience_id: 510002, priority: 2 }]);
  });

  it('B27: a sampled single-experience read logs what it fetched and answered (experiences: Constants)', async () => {
    const all = (await read(true, ray(false))).data as Record<string, unknown[]>;
    const fetched = Object.values(all).reduce((n, list) => n + list.length, 0);
    const placements = Object.keys(all).length;
    const { lines } = await read(false, ray(true));
    expect(fetched).toBeGreaterThan(placements);
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'experience_overfetch',
        resource: 'UserExperiencePlatformResource',
        placements,
        fetched,
        answered: placements,
        os: 0,
        browser: 1,
      }),
    ]);
  });

  it('B27: an unsampled read and a multi-experience read log nothing (experiences: Constants)', async () => {
    expect((await read(false, ray(false))).lines).toEqual([]);
    expect((await read(true, ray(true))).lines).toEqual([]);
  });
});
