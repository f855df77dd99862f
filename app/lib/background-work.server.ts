/**
 * Work begun once an answer has gone (an e-mail queued after the response, so
 * that its time tells nothing), kept track of: shutting down waits for it
 * before the database closes, so a sign-up's confirmation or a password
 * reset's link is never lost to a restart.
 */
export type BackgroundWork = {
  /** Runs `work` on the next turn of the event loop; a failure goes to `failed`. */
  start(work: () => Promise<unknown>, failed: (error: unknown) => void): void;
  /**
   * Resolves once everything started so far (and anything it started) has
   * finished: true; or false once `limitMs` has passed first (work that hangs
   * must not keep a process from stopping).
   */
  settled(limitMs?: number): Promise<boolean>;
};

export function createBackgroundWork(): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    start(work, failed) {
      const done = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .then(
          () => {},
          (error: unknown) => {
            try {
              failed(error);
            } catch {
              // A report that fails must not keep shutting down from closing the database.
            }
          },
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled(limitMs = Number.POSITIVE_INFINITY) {
      const all = (async () => {
        while (running.size > 0) await Promise.all(running);
        return true;
      })();
      if (!Number.isFinite(limitMs)) return all;
      const late = new Promise<false>((resolve) => setTimeout(resolve, limitMs, false).unref());
      return Promise.race([all, late]);
    },
  };
}
