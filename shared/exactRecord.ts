// A record keyed by exactly a given set of names: one left out or one extra does not compile, even
// when the record is spread together from other records (an object type alone misses extra spread keys).

/** Checks `record` has every key of K, each a V, and no other key: `exactly<Name, Value>()({ ... })`. */
export const exactly =
  <K extends PropertyKey, V>() =>
  <T extends Record<K, V>>(record: T & { readonly [X in Exclude<keyof T, K>]: never }): T =>
    record;
