// What keeps a statement prepared between runs (docs/performance.md). workerd keeps each statement text it has
// prepared and binds new values to it, but SQLite prepares a statement again on every run when its
// planner compared a bound parameter with a value while preparing it: a LIMIT's parameter, and a
// parameter in some terms it moves or matches (`sp.id = ?1` of a seed row, `id <> ?1` over a UNION
// ALL, `user_id = ?1` in a UNION's arm or a join's ON). For a large statement that is most of its
// cost: a person's home statement ran in 4.0 ms of workerd CPU prepared once and 6.5 ms prepared
// every time. A page's limit is therefore written into the text (a feed has a few page sizes), and
// such a parameter is read through a subquery, whose value the planner never compares.

/** A page limit written into a statement's text: a positive whole number, never input. */
export function sqlLimit(limit: number): string {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`sqlLimit: ${limit} is not a positive whole number`);
  return String(limit);
}

/** The value of a bound parameter (`?1`) as the planner does not compare it: `(SELECT ?1)`. */
export function unplanned(placeholder: string): string {
  if (!/^\?\d{1,3}$/.test(placeholder)) throw new Error(`unplanned: ${JSON.stringify(placeholder)} is not a numbered placeholder`);
  return `(SELECT ${placeholder})`;
}
