/**
 * Roster exports running in this instance: one at a time. An export reads
 * its roster a batch at a time for as long as the download lasts, and each
 * batch sorts the roster afresh; on the embedded database, whose one
 * connection every request shares, two or more at once would hold up the
 * whole site. A second export is asked to come back shortly.
 */
let running = false;

export const EXPORT_BUSY_MESSAGE =
  "Another roster export is being prepared. Try again in a minute.";

/** A release function when the slot was free (call it once the export ends), or null. */
export function takeRosterExportSlot(): (() => void) | null {
  if (running) return null;
  running = true;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running = false;
  };
}

/** The rows, releasing the slot when they end, fail or the download is dropped. */
export function releasingWhenDone<T>(
  rows: AsyncIterable<T>,
  release: () => void,
  signal: AbortSignal,
): AsyncGenerator<T> {
  // Here, not in the generator: a download dropped before its first row never starts it.
  signal.addEventListener("abort", release, { once: true });
  return (async function* () {
    try {
      yield* rows;
    } finally {
      release();
    }
  })();
}
