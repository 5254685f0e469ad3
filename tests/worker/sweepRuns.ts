// Runs the worker's scheduled handler (the image sweep among its jobs) as the cron trigger does, for tests of what it removes.
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '#worker/index.ts';
import { IMAGE_SWEEP } from '#worker/media/imageSweep.ts';
import { ORIGIN } from './helpers.ts';

/** One scheduled run `afterMs` from now (past the sweep's grace by default), with the site's public origin configured. */
export async function sweepRuns(afterMs: number = IMAGE_SWEEP.graceMs + 1000): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(Date.now() + afterMs), cron: '*/5 * * * *' });
  const ctx = createExecutionContext();
  await worker.scheduled(controller, { ...env, PUBLIC_ORIGIN: ORIGIN }, ctx);
  await waitOnExecutionContext(ctx);
}
