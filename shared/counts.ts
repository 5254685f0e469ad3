// A count said with its noun, singular for one ("1 follower", "24 Pins"): one rule for every page.

/** `count` and `noun`, with an `s` unless the count is one (or `plural` when the noun is irregular). */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : plural}`;
}
