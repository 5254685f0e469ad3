// A toast's time counts from the frame that draws it, not from the script that asked for it
// (docs/rules/experiences.md#lifecycle-and-behaviour-spec-001-4): on a busy phone the two can be frames apart.

/** Runs `start` once the next frame (the one showing the latest change) is drawn; returns its cancel. */
export function afterPaint(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(start, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
