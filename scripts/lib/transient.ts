// Retries of calls through wrangler's local proxy (getPlatformProxy): on a busy machine its socket can drop a call
// ("fetch failed", "other side closed") or leave it hanging. Only for calls that are safe to repeat (R2 and KV puts).

/** Whether an error is the local proxy dropping a call, not the call itself failing. */
export function isTransient(error: unknown): boolean {
  const text = `${String(error)} ${String((error as { cause?: unknown })?.cause ?? '')}`;
  return /fetch failed|other side closed|socket hang up|ECONNRESET|ECONNREFUSED|EPIPE|UND_ERR|Network connection lost|timed out after/i.test(text);
}

/** Rejects when `promise` has not settled within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Runs `call` (which must be safe to repeat) and tries again on a transient error or after `timeoutMs`, waiting a
 * little longer each time; after `attempts` it rethrows, naming `what`.
 */
export async function retryTransient<T>(what: string, call: () => Promise<T>, { attempts = 6, timeoutMs = 60_000, waitMs = 500 } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await within(call(), timeoutMs, what);
    } catch (error) {
      if (!isTransient(error) || attempt >= attempts) throw new Error(`${what} failed after ${attempt} attempt(s): ${String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, waitMs * attempt));
    }
  }
}
