import { Writable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { writeReadableStreamToWritable } from "@react-router/node";
import { describe, expect, it } from "vitest";

// React Router writes a streamed response (every CSV export) chunk by chunk.
// Its writer raced each read against one long-lived promise, which kept a
// reaction, and through it the chunk, per read until the response ended: a
// million-row export held every byte it had sent (patches/@react-router+node).

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const CHUNK = 1024 * 1024;
const CHUNKS = 120;

describe("a streamed response", () => {
  it("keeps no chunk it has written", async () => {
    let sent = 0;
    let heldMidway = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent === CHUNKS) {
            controller.close();
            return;
          }
          sent += 1;
          controller.enqueue(new Uint8Array(CHUNK).fill(sent % 256));
        },
      },
      { highWaterMark: 1 },
    );
    let written = 0;
    const client = new Writable({
      write(_chunk, _encoding, callback) {
        written += 1;
        if (written === CHUNKS - 10) {
          collectGarbage();
          heldMidway = process.memoryUsage().arrayBuffers;
        }
        // As a socket: taken a moment later.
        setImmediate(callback);
      },
    });
    const before = (() => {
      collectGarbage();
      return process.memoryUsage().arrayBuffers;
    })();
    await writeReadableStreamToWritable(body, client);
    expect(written).toBe(CHUNKS);
    // A few chunks in flight at most, not the 110 MB already written.
    expect(heldMidway - before).toBeLessThan(20 * CHUNK);
  });
});
