import { Transform } from "node:stream";

/**
 * A pass-through that joins the small chunks written in one turn of the event
 * loop (React writes a page in a dozen pieces at once) and passes them on as
 * one. Each chunk costs a compression call and a socket write downstream;
 * streaming is kept, since what is written later still goes out as it comes.
 */
export function coalescingStream(onFinal: () => void): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          push();
        });
      }
      callback();
    },
    flush(callback) {
      push();
      onFinal();
      callback();
    },
  });
  const push = () => {
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
    pending = [];
    stream.push(joined);
  };
  return stream;
}
