// Reads that ride with a request's next D1 batch instead of paying a round trip of their own (about 1 ms
// of CPU each, docs/performance.md#round-trips-reads-that-ride-along). The request's session binding
// (worker/middleware/d1Session.ts) carries the waiting reads; nothing here outlives its request.

/**
 * The same read as one value that a statement of one row can carry as a column of its own: a JSON array of the
 * read's rows, written over a parameter (`sql('?3')`) bound to `bind`.
 */
export interface RiderColumn {
  sql: (param: string) => string;
  bind: unknown;
}

/** A read waiting to go out with the request's next batch. */
interface Rider {
  statement: D1PreparedStatement;
  column?: RiderColumn;
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
export function rideAlong<T>(db: D1Database, statement: D1PreparedStatement, column?: RiderColumn): () => Promise<D1Result<T>> {
  const queue = riders.get(db);
  if (!queue) return () => statement.all<T>();
  let answer: Promise<D1Result> | null = null;
  const rider: Rider = { statement, column, settle: (result) => (answer = result) };
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

/** The name of a carried rider's column, before its number. */
const RIDER_COLUMN = 'rider_';

/**
 * A row that carried riders (carryAsColumns) without their columns: what the row says of itself, the same for every
 * request (a visitor's experience states are theirs alone, never kept with the row; worker/lib/edgeSnapshot.ts).
 */
export function withoutRiders<R extends Record<string, unknown>>(row: R): R {
  return Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith(RIDER_COLUMN))) as R;
}

/** The riders a statement carries as columns of its own (carryAsColumns). */
export interface CarriedRiders {
  /** The columns to add to the statement's select list (`, <read> AS rider_0 ...`), or nothing. */
  columns: string;
  /** Their parameters' values, bound after the statement's own. */
  binds: unknown[];
  /**
   * Answers each carried rider from the statement's row once it comes: called as the batch is sent, so a reader
   * asking meanwhile waits for it. Without a row, a rider is read alone; it fails with the batch that carried it.
   */
  answerFrom: (rows: Promise<readonly unknown[]>) => void;
}

/**
 * Takes the waiting riders that have a column form, for a statement of one row in the next batch to carry as columns
 * of its own (`rider_0`, ... over parameters from `?firstParam` on), so the batch has one statement less for each: the
 * local D1 runs every statement in a transaction of its own, and D1 counts each. (A statement of many rows would
 * repeat the value in each.) A rider taken but never answered is read alone when asked for.
 */
export function carryAsColumns(db: D1Database, firstParam: number): CarriedRiders {
  const queue = riders.get(db) ?? [];
  const taken = queue.filter((r): r is Rider & { column: RiderColumn } => r.column !== undefined);
  for (const rider of taken) queue.splice(queue.indexOf(rider), 1);
  return {
    columns: taken.map((r, i) => `, ${r.column.sql(`?${firstParam + i}`)} AS ${RIDER_COLUMN}${i}`).join(''),
    binds: taken.map((r) => r.column.bind),
    answerFrom: (rows) => {
      rows.catch(() => undefined); // the batch's own caller sees its failure; with no rider taken, nobody else waits on these rows
      taken.forEach((rider, i) => {
        const own = rows.then((results): Promise<D1Result> | D1Result => {
          const value = (results[0] as Record<string, unknown> | undefined)?.[`${RIDER_COLUMN}${i}`];
          if (typeof value !== 'string') return rider.statement.all();
          return { success: true, results: JSON.parse(value) as unknown[], meta: {} as D1Meta & Record<string, unknown> };
        });
        own.catch(() => undefined); // a rider nobody asks for leaves no unhandled rejection
        rider.settle(own);
      });
    },
  };
}
