// The one Node API the worker uses, from workerd's nodejs_compat (the worker has no Node types): a value per async
// run, for the oldest edge snapshot a crawler's page was made from (worker/lib/edgeSnapshot.ts).
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
