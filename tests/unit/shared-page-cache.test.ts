import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { RENDER_STATE, SHARED_PAGE_ETAG, sharedPageCache } from "../../server/shared-page-cache";

// An Express app shaped like the real one: a fresh nonce per response, the
// validators' ETag (here read from a header the test sends), the cache, then
// a "renderer" that counts its renders and writes the nonce into the page.
async function startApp(render: (res: express.Response, nonce: string, path: string) => void) {
  const app = express();
  let nonces = 0;
  let renders = 0;
  const cache = sharedPageCache();
  app.use((req, res, next) => {
    nonces += 1;
    res.locals.cspNonce = `nonce${nonces}`;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-nonce${nonces}'`);
    const etag = req.headers["x-test-etag"];
    if (typeof etag === "string") {
      res.setHeader("ETag", etag);
      res.locals[SHARED_PAGE_ETAG] = etag;
    }
    next();
  });
  app.use(cache.middleware);
  app.use((req, res) => {
    renders += 1;
    render(res, String(res.locals.cspNonce), req.url);
  });
  const server: Server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, etag?: string, extra: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      headers: { ...(etag ? { "x-test-etag": etag } : {}), ...extra },
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  return {
    get,
    renders: () => renders,
    stats: cache.stats,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const page = (res: express.Response, nonce: string, path: string) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
  res.write(`<!doctype html><p>${path}</p><script nonce="${nonce}">1</script>`);
  res.end(`<script nonce="${nonce}">2</script>`);
};

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

describe("the shared page cache", () => {
  it("renders a shared page once per ETag and gives every answer its own nonce", async () => {
    const app = await startApp(page);
    close = app.close;
    const first = await app.get("/courses", 'W/"g1"');
    const second = await app.get("/courses", 'W/"g1"');
    expect(app.renders()).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(second.headers.get("etag")).toBe('W/"g1"');
    expect(second.body).toBe(first.body.replaceAll("nonce1", "nonce2"));
    expect(second.headers.get("content-security-policy")).toBe("script-src 'nonce-nonce2'");
    expect(second.body).not.toContain("nonce1");

    // Another address, or the same one after a write (a new generation in
    // its ETag), is rendered afresh.
    await app.get("/courses?q=ethics", 'W/"g1"');
    await app.get("/courses", 'W/"g2"');
    expect(app.renders()).toBe(3);
    // A personal page (no shared ETag) is never kept.
    await app.get("/dashboard");
    await app.get("/dashboard");
    expect(app.renders()).toBe(5);
  });

  it("does not keep a page that sets a cookie, fails, or is not HTML", async () => {
    let kind = "cookie";
    const app = await startApp((res, nonce, path) => {
      if (kind === "cookie") res.setHeader("Set-Cookie", "a=b");
      if (kind === "error") res.status(500);
      if (kind === "json") {
        res.json({ path });
        return;
      }
      page(res, nonce, path);
    });
    close = app.close;
    for (kind of ["cookie", "error", "json"]) {
      await app.get(`/${kind}`, 'W/"g1"');
      await app.get(`/${kind}`, 'W/"g1"');
    }
    expect(app.renders()).toBe(6);
    expect(app.stats().entries).toBe(0);
  });

  it("keeps none of one answer's own headers, nor a page whose render failed late", async () => {
    let failed = false;
    const app = await startApp((res, nonce, path) => {
      res.setHeader("Connection", "close");
      res.setHeader("X-One-Answer", "mine");
      res.locals[RENDER_STATE] = { failed };
      page(res, nonce, path);
    });
    close = app.close;
    await app.get("/courses", 'W/"g1"');
    const kept = await app.get("/courses", 'W/"g1"');
    expect(app.renders()).toBe(1);
    expect(kept.headers.get("x-one-answer")).toBeNull();
    expect(kept.headers.get("connection")).not.toBe("close");
    expect(kept.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");

    failed = true;
    await app.get("/pricing", 'W/"g1"');
    await app.get("/pricing", 'W/"g1"');
    expect(app.renders()).toBe(3);
  });

  it("renders a page once for a burst of visitors who ask for it together", async () => {
    let finish: () => void = () => {};
    const app = await startApp((res, nonce, path) => {
      // The first render waits until every request has arrived.
      finish = () => page(res, nonce, path);
    });
    close = app.close;
    const burst = Array.from({ length: 8 }, () => app.get("/pricing", 'W/"g1"'));
    while (app.renders() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    const answers = await Promise.all(burst);
    expect(app.renders()).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(8);
  });
});
