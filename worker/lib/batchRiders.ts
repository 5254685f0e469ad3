// Reads that ride with a request's next D1 batch instead of paying a round trip of their own (about 1 ms
// of CPU each, docs/performance.md#home-and-closeup-profiled-2026-11-27). The request's session binding
// (worker/middleware/d1Session.ts) carries the waiting reads; nothing here outlives its request.

/** A read waiting to go out with the request's next batch. */
interface Rider {
  statement: D1PreparedStatement;
  settle: (result: Promise<D1Result>) => void;
}

/** The reads waiting on one request's binding. */
export type Riders = Rider[];

/** The riders of each request's session binding (the binding lives as long as its request). */
const riders = new WeakMap<D1Database, Riders>();

export const newRiders = (): Riders => [];

/** Makes `binding` carry `queue`: rideAlong on it waits for its next batch. */
export function carryRiders(binding: D1Database, queue: Riders): D1Database {
  riders.set(binding, queue);
  return binding;
}

/**
 * `statement`'s result, read in the request's next D1 batch rather than in a round trip of its
 * own: the returned function answers it, and sends it alone if no batch has taken it by the time
 * it is called, so nothing waits on a batch that never comes. For a read that a page needs beside
 * its loader's (a visitor's experience states): the loader's first batch carries it. Through a
 * binding that is not a request's session, it is read when asked for.
 */
export function rideAlong<T>(db: D1Database, statement: D1PreparedStatement): () => Promise<D1Result<T>> {
  const queue = riders.get(db);
  if (!queue) return () => statement.all<T>();
  let answer: Promise<D1Result> | null = null;
  const rider: Rider = { statement, settle: (result) => (answer = result) };
  queue.push(rider);
  return () => {
    const waiting = queue.indexOf(rider);
    if (waiting >= 0) queue.splice(waiting, 1);
    return (answer ?? statement.all<T>()) as Promise<D1Result<T>>;
  };
}

/** Runs `statements` in one batch with the riders waiting (`run`), and answers each rider its own result. */
export function batchWithRiders(
  queue: Riders,
  statements: D1PreparedStatement[],
  run: (all: D1PreparedStatement[]) => Promise<D1Result[]>,
): Promise<D1Result[]> {
  const taken = queue.splice(0);
  if (!taken.length) return run(statements);
  const all = run([...statements, ...taken.map((r) => r.statement)]);
  taken.forEach((rider, i) => {
    const own = all.then((results) => results[statements.length + i]);
    own.catch(() => undefined); // a rider nobody asks for leaves no unhandled rejection
    rider.settle(own);
  });
  return all.then((results) => results.slice(0, statements.length));
}
