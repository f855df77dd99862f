import { describe, expect, it } from "vitest";
import { createBackgroundWork } from "~/lib/background-work.server";

// Work begun after an answer has gone: shutting down waits for all of it.

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("background work", () => {
  it("starts on a later turn and is settled only when all of it, and what it started, has finished", async () => {
    const work = createBackgroundWork();
    const done: string[] = [];
    work.start(
      async () => {
        await later(30);
        done.push("first");
        work.start(
          async () => {
            await later(30);
            done.push("started by the first");
          },
          () => {},
        );
      },
      () => {},
    );
    work.start(
      async () => {
        done.push("second");
      },
      () => {},
    );
    // Nothing runs in the turn that starts it (the answer goes first).
    expect(done).toEqual([]);
    await work.settled();
    expect(done).toEqual(["second", "first", "started by the first"]);
  });

  it("hands a failure to its handler and still settles", async () => {
    const work = createBackgroundWork();
    const failures: unknown[] = [];
    work.start(
      async () => {
        throw new Error("the outbox is gone");
      },
      (error) => failures.push(error),
    );
    await work.settled();
    expect(failures).toEqual([new Error("the outbox is gone")]);
  });

  it("is settled at once with nothing started", async () => {
    await expect(createBackgroundWork().settled()).resolves.toBe(true);
  });

  it("gives up waiting after its limit, so work that hangs cannot keep a process up", async () => {
    const work = createBackgroundWork();
    work.start(
      () => new Promise(() => {}),
      () => {},
    );
    await expect(work.settled(30)).resolves.toBe(false);
    const quick = createBackgroundWork();
    quick.start(
      () => later(5),
      () => {},
    );
    await expect(quick.settled(1_000)).resolves.toBe(true);
  });
});
