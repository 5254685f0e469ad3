// A minimal Chrome DevTools protocol client for the worker under wrangler's inspector port (it answers
// only a client that sends an allowed Origin header): the profiler (profile.ts) and the soak's heap readings (soak.ts).

/** Connects to the first inspectable target on the inspector port. */
export async function devtoolsOn(inspectorPort: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  return devtools(target.webSocketDebuggerUrl);
}

/** A protocol session over Node's WebSocket. */
export async function devtools(url: string) {
  const ws = new WebSocket(url, { headers: { Origin: 'http://localhost' } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let id = 0;
  const pending = new Map<number, (result: unknown) => void>();
  ws.onmessage = (m) => {
    const message = JSON.parse(String(m.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  };
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve) => {
        pending.set(++id, resolve as (result: unknown) => void);
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}
