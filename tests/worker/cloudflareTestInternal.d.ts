// The one export of @cloudflare/vitest-plugin's runtime module the worker tests use (tests/worker/setup.ts): every
// `waitUntil` the worker's handlers registered, awaited (docs/decisions/025-worker-tests-wait-for-background-work.md).
declare module 'cloudflare:test-internal' {
  export function waitForGlobalWaitUntil(): Promise<void>;
}
