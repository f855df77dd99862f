import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileResponseOptions } from "~/lib/plan-file-response";
import { serveFile } from "~/lib/serve-file.server";
import { serveStoredFile } from "~/modules/media/serve-stored-file.server";
import { openMediaWorld } from "../support/media-store-world";

// The media routes answer players the same way whether the file is in the
// repository (serveFile), in DATA_DIR/media or in a bucket (serveStoredFile).

const BODY = "0123456789abcdefghij"; // 20 bytes
const OPTIONS: FileResponseOptions = {
  contentType: "video/mp4",
  cacheControl: "private, max-age=3600, no-transform",
};
type Serve = (request: Request, options?: FileResponseOptions) => Promise<Response>;

const SERVERS = [
  "serveFile (a file on disk)",
  "serveStoredFile (local store)",
  "serveStoredFile (s3 store)",
];

describe.each(SERVERS)("%s", (name) => {
  let serve: Serve;
  let serveMissing: () => Promise<Response>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (name.startsWith("serveFile")) {
      const dir = await mkdtemp(path.join(tmpdir(), "cle-serve-"));
      await writeFile(path.join(dir, "lecture.mp4"), BODY);
      serve = (request, options = OPTIONS) =>
        serveFile(request, path.join(dir, "lecture.mp4"), options);
      serveMissing = () => serveFile(get(), path.join(dir, "missing.mp4"), OPTIONS);
      close = () => rm(dir, { recursive: true, force: true });
      return;
    }
    const world = await openMediaWorld(name.includes("s3") ? "s3" : "local");
    await world.store.write("courses/c1/lecture.mp4", Readable.from([BODY]), "video/mp4");
    serve = (request, options = OPTIONS) =>
      serveStoredFile(request, world.store, "courses/c1/lecture.mp4", options);
    serveMissing = () => serveStoredFile(get(), world.store, "courses/c1/missing.mp4", OPTIONS);
    close = world.close;
  });
  afterAll(() => close());

  const get = (headers: Record<string, string> = {}, method = "GET") =>
    new Request("http://cle.test/media/lecture.mp4", { method, headers });

  it("sends the whole file with its type, validators and the headers players need", async () => {
    const response = await serve(get());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(BODY);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "video/mp4",
      "cache-control": "private, max-age=3600, no-transform",
      "accept-ranges": "bytes",
      "content-length": "20",
    });
    expect(response.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(new Date(response.headers.get("last-modified") ?? "").getTime()).not.toBeNaN();
    expect(response.headers.has("content-disposition")).toBe(false);
    // The server's security headers send nosniff, once.
    expect(response.headers.has("x-content-type-options")).toBe(false);
  });

  it("sends one range (206), an open-ended range and the last bytes", async () => {
    const middle = await serve(get({ Range: "bytes=2-5" }));
    expect(middle.status).toBe(206);
    expect(middle.headers.get("content-range")).toBe("bytes 2-5/20");
    expect(middle.headers.get("content-length")).toBe("4");
    expect(await middle.text()).toBe("2345");

    const rest = await serve(get({ Range: "bytes=15-" }));
    expect([rest.status, rest.headers.get("content-range"), await rest.text()]).toEqual([
      206,
      "bytes 15-19/20",
      "fghij",
    ]);
    const last = await serve(get({ Range: "bytes=-3" }));
    expect([last.status, await last.text()]).toEqual([206, "hij"]);
    const beyond = await serve(get({ Range: "bytes=18-100" }));
    expect([beyond.headers.get("content-range"), await beyond.text()]).toEqual([
      "bytes 18-19/20",
      "ij",
    ]);
  });

  it("answers 304 to a matching If-None-Match, and a stale If-Range with the whole file", async () => {
    const etag = (await serve(get({}, "HEAD"))).headers.get("etag") ?? "";
    const notModified = await serve(get({ "If-None-Match": etag }));
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("etag")).toBe(etag);

    const stale = await serve(get({ Range: "bytes=0-1", "If-Range": '"stale"' }));
    expect([stale.status, await stale.text()]).toEqual([200, BODY]);
    const fresh = await serve(get({ Range: "bytes=0-1", "If-Range": etag }));
    expect([fresh.status, await fresh.text()]).toEqual([206, "01"]);
  });

  it("answers 416 to a range past the end", async () => {
    const response = await serve(get({ Range: "bytes=20-" }));
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */20");
    expect(await response.text()).toBe("");
  });

  it("answers HEAD with the headers and no body, for the whole file or a range", async () => {
    const whole = await serve(get({}, "HEAD"));
    expect([whole.status, whole.headers.get("content-length"), await whole.text()]).toEqual([
      200,
      "20",
      "",
    ]);
    const range = await serve(get({ Range: "bytes=4-7" }, "HEAD"));
    expect([range.status, range.headers.get("content-range"), await range.text()]).toEqual([
      206,
      "bytes 4-7/20",
      "",
    ]);
  });

  it("names a download, whatever its letters", async () => {
    const response = await serve(get(), { ...OPTIONS, downloadName: 'Zoë "Ethics".pdf' });
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Zo_ _Ethics_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22Ethics%22.pdf`,
    );
  });

  it("answers 404 when there is no such file", async () => {
    expect((await serveMissing()).status).toBe(404);
  });
});
