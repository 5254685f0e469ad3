// CPU cost of rendering a page of the home feed the way the worker does (rows mapped to pins,
// React's streaming renderer over the whole document with 25 demo pins, read to the end).
// `npm run bench` bundles this file with esbuild and runs it in Node; it prints CPU per render.
import { DocumentBody } from '#client/app/Document.tsx';
import { loadPageView } from '#client/app/pageViews.ts';
import { FeedEmbedContext } from '#client/features/feed/feedState.ts';
import { assignAll } from '#shared/experiments.ts';
import type { BoardId, PinId, UserId } from '#shared/ids.ts';
import { SIGNED_OUT } from '#shared/signedOutViewer.ts';
import type { Viewer } from '#shared/types.ts';
import { embedFeed } from '#worker/pages/cardPins.ts';
import { embeddedStateJson } from '#worker/pages/embeddedState.ts';
import { renderHtml } from '#worker/pages/htmlStream.ts';
import { type PinRow, toPin } from '#worker/pins/pinData.ts';
import { generateDataset } from '../../scripts/demo/generate/index.ts';

// Node's CPU clock (the bench runs in Node; typed here because the worker types have no `process`).
declare const process: { cpuUsage(previous?: { user: number; system: number }): { user: number; system: number } };

const data = generateDataset({ pins: 200, users: 30, boards: 50, artworks: 20 });
const images = new Map(data.images.map((i) => [i.signature, i]));
const users = new Map(data.users.map((u) => [u.id, u]));
const boards = new Map(data.boards.map((b) => [b.id, b]));

/** The joined row the feed query would answer, built from the generated tables. */
function joined(pin: (typeof data.pins)[number]): PinRow {
  const img = images.get(pin.image_signature)!;
  const pinner = users.get(pin.pinner_id)!;
  const board = pin.board_id ? boards.get(pin.board_id)! : null;
  const promoter = pin.promoter_id ? users.get(pin.promoter_id)! : null;
  return {
    ...pin,
    id: pin.id as PinId,
    origin_pin_id: pin.origin_pin_id as PinId | null,
    img_ext: img.ext,
    img_width: img.width,
    img_height: img.height,
    img_color: img.dominant_color,
    pinner_id: pinner.id as UserId,
    pinner_username: pinner.username,
    pinner_full_name: pinner.full_name,
    pinner_avatar: pinner.image_signature,
    pinner_avatar_ext: pinner.image_signature ? 'jpg' : null,
    pinner_verified_merchant: pinner.is_verified_merchant,
    board_id: (board?.id ?? null) as BoardId | null,
    board_name: board?.name ?? null,
    board_slug: board?.slug ?? null,
    board_privacy: board?.privacy ?? null,
    board_layout: board?.layout ?? null,
    board_collaborative: board?.is_collaborative ?? null,
    board_owner_id: (board?.owner_id ?? null) as UserId | null,
    board_owner_username: board ? users.get(board.owner_id)!.username : null,
    board_collaborators: 0,
    promoter_id: (promoter?.id ?? null) as UserId | null,
    promoter_username: promoter?.username ?? null,
    promoter_full_name: promoter?.full_name ?? null,
    promoter_avatar: promoter?.image_signature ?? null,
    promoter_avatar_ext: promoter?.image_signature ? 'jpg' : null,
    promoter_verified_merchant: promoter?.is_verified_merchant ?? null,
  };
}

const rows = data.pins
  .filter((p) => !p.origin_pin_id && !p.deleted_at)
  .slice(-25)
  .reverse()
  .map(joined);

const viewer: Viewer = {
  ...SIGNED_OUT,
  country: null,
  locale: 'en-US',
  isMobile: false,
  anonymousId: 'bench-visitor-0000',
  experiments: assignAll('anon:bench', false),
};

async function renderHome(): Promise<number> {
  const pins = rows.map((r) => toPin(r, { forBot: false }));
  const page = {
    route: 'home' as const,
    params: {},
    status: 200 as const,
    head: { title: 'Pinboard', description: 'Ideas', canonical: '/', noindex: false },
    data: { kind: 'home' as const, feed: Promise.resolve({ pins, bookmark: 'x' }) },
  };
  // As the worker does: the page's view is loaded (bundled, so at once) before rendering.
  await loadPageView('home');
  const assets = { script: '/assets/main.js', styles: ['/assets/main.css', '/assets/HomePage.css'], preload: ['/assets/HomePage.js'] };
  const state = { viewer, assets, origin: 'https://pins.test' };
  const document = (
    <FeedEmbedContext value={embedFeed}>
      <DocumentBody state={state} page={page} stateJson={embeddedStateJson(state, page)} />
    </FeedEmbedContext>
  );
  const stream = await renderHtml(document, {
    nonce: 'bench',
    bootstrapModules: ['/assets/main.js'],
  });
  return (await new Response(stream).text()).length;
}

const WARMUP = 50;
const RUNS = 500;

for (let i = 0; i < WARMUP; i++) await renderHome();
const samples: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS; i++) {
  const before = process.cpuUsage();
  bytes = await renderHome();
  const used = process.cpuUsage(before);
  samples.push((used.user + used.system) / 1000);
}
samples.sort((a, b) => a - b);
const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
console.log(`home page render, 25 pins, ${(bytes / 1024).toFixed(1)} KiB of HTML, ${RUNS} runs`);
console.log(`CPU per render: mean ${mean.toFixed(2)} ms, p50 ${pct(0.5).toFixed(2)} ms, p95 ${pct(0.95).toFixed(2)} ms, p99 ${pct(0.99).toFixed(2)} ms`);
