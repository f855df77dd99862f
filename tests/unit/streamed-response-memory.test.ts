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

const CHUNK = 64 * 1024;
const CHUNKS = 120;

const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));

async function countHeldAfterCollecting(watched: WeakRef<ArrayBufferLike>[]) {
  let held = watched.length;
  for (let attempt = 0; attempt < 5 && held > 0; attempt += 1) {
    await nextTask();
    collectGarbage();
    await nextTask();
    held = watched.filter((chunk) => chunk.deref() !== undefined).length;
  }
  return held;
}

describe("a streamed response", () => {
  it("keeps no chunk it has written", async () => {
    // Each chunk is watched through a weak reference rather than the process's
    // array-buffer total: V8 frees backing stores on a background thread after
    // a collection, so that total lags behind on a busy machine.
    // The chunk's memory, not its view: the stream may wrap it in views of its own.
    const chunks: WeakRef<ArrayBufferLike>[] = [];
    let stillHeld = -1;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (chunks.length === CHUNKS) {
            controller.close();
            return;
          }
          const chunk = new Uint8Array(CHUNK).fill(chunks.length % 256);
          chunks.push(new WeakRef(chunk.buffer));
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 1 },
    );
    let written = 0;
    const client = new Writable({
      write(_chunk, _encoding, callback) {
        written += 1;
        // As a socket: taken a moment later.
        if (written !== CHUNKS - 10) {
          setImmediate(callback);
          return;
        }
        // Collected in a later task, so this one's references do not pin
        // anything; counted in the task after that. A busy machine may leave
        // a chunk or two for one more collection (a WeakRef's target is kept
        // through the job that made it), so it collects up to five times: the
        // leak this guards against holds every chunk until the response ends.
        void countHeldAfterCollecting(chunks.slice(0, CHUNKS - 20)).then((held) => {
          stillHeld = held;
          callback();
        });
      },
    });
    await writeReadableStreamToWritable(body, client);
    expect(written).toBe(CHUNKS);
    // The first hundred chunks were written long ago: none may be held.
    expect(stillHeld).toBe(0);
  });
});
