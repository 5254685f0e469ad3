// Worker thread for render-pool.ts: renders one artwork's sizes per message.
import { parentPort } from 'node:worker_threads';
import { renderArtworkSizes } from './artwork.ts';
import type { Artwork } from './dataset.ts';

parentPort!.on('message', async (message: { id: number; artwork: Artwork }) => {
  try {
    parentPort!.postMessage({ id: message.id, objects: await renderArtworkSizes(message.artwork) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
