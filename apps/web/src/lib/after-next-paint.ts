/**
 * Runs `task` once the browser has painted what is on screen now: React's background renders yield every
 * few milliseconds, but Chrome doesn't always paint between them, so work meant to come after a paint
 * waits for one explicitly (a frame, then a task). A hidden tab paints nothing: a timer runs it then.
 * Returns a canceller.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let timer: number | undefined;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  const fallback = window.setTimeout(run, 1000);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    window.clearTimeout(fallback);
  };
}
