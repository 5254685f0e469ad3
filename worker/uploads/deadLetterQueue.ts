// The upload queue's dead-letter queue is named after it with a suffix (wrangler.toml, every environment); the
// worker's queue() handler tells the two apart by it. No worker types here: tests/unit reads it with wrangler.toml.
export const DEAD_LETTER_SUFFIX = '-dead-letter';

export const isDeadLetterQueue = (queue: string) => queue.endsWith(DEAD_LETTER_SUFFIX);
