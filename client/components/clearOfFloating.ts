// Nothing floating covers a page's primary controls: while an element (the closeup's action bar, with Save) stands in
// the lower half of the window, what floats at the window's bottom (the bottom stack, the feed's loading line) rises
// above it by --floating-lift (../styles.css), a transform, so nothing counts as a layout shift. A chunk of its own,
// loaded as the page hydrates (nothing floats before).

/** How far (px) what floats at the window's bottom rises to stand above `box`, given the bottom edge it stands on. */
function floatingLift(box: { top: number; height: number }, edge: number): number {
  return box.height > 0 && box.top < edge && box.top > edge / 2 ? Math.ceil(edge - box.top) : 0;
}

/** Keeps what floats at the window's bottom clear of `element` while it shows; answers the function that stops. */
export function keepClearOfFloating(element: HTMLElement): () => void {
  const root = document.documentElement;
  let frame = 0;
  const measure = () => {
    frame = 0;
    // The bottom edge: the tab bar's top where it shows (a phone's), else the window's end.
    const bar = document.querySelector('[data-test-id="tab-bar"]')?.getBoundingClientRect();
    const edge = bar && bar.height > 0 ? bar.top : window.innerHeight;
    root.style.setProperty('--floating-lift', `${floatingLift(element.getBoundingClientRect(), edge)}px`);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  measure();
  // The page above the element may grow (a picture arriving), so its body's size is watched too.
  const resized = new ResizeObserver(schedule);
  resized.observe(document.body);
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    root.style.removeProperty('--floating-lift');
  };
}
