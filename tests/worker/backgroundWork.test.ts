// A test ends once the work its requests handed to `waitUntil` has (tests/worker/setup.ts): a person's page goes on
// loading after its head (docs/decisions/021-head-before-data.md), and none of it may reach the next test or outlive
// the file's runtime, where a module it still loads fails (EnvironmentTeardownError) and can stop the whole run.
import { describe, expect, it } from 'vitest';
import { count, signUp } from './accountHelpers.ts';
import { request } from './helpers.ts';

describe('background work ends with its test (worker tests: tests/worker/setup.ts) (docs/decisions/025-worker-tests-wait-for-background-work.md)', () => {
  let member: Awaited<ReturnType<typeof signUp>>;
  const readsMarked = () => count('SELECT COUNT(*) AS n FROM news_hub_reads WHERE user_id = ?1', Number(member.id));

  it('a member asks for /notifications/ and reads only its status: the head answers while its loader goes on', async () => {
    member = await signUp('background');
    expect(await readsMarked()).toBe(0);
    const response = await request('/notifications/', { headers: { cookie: member.cookie } });
    expect(response.status).toBe(200);
  });

  it('by the next test that page has finished: its loader marked the news read', async () => {
    expect(await readsMarked()).toBe(1);
  });
});
