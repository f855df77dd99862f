import { createHash } from "node:crypto";
import { once } from "node:events";
import http, { type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ReadCache } from "~/db/read-cache.server";
import { deferScripts } from "~/lib/scripts-after-first-paint.server";
import { SHARED_PAGE } from "~/lib/shared-page";
import { hashInlineScripts } from "../../server/hash-inline-scripts";
import {
  contentSecurityPolicy,
  securityHeaderList,
  securityHeaders,
} from "../../server/http-security";
import { chooseEncoding } from "../../server/page-encodings";
import { storedPageServer } from "../../server/serve-stored-pages";
import { isEncodedHere, RENDER_STATE, sharedPageCache } from "../../server/shared-page-cache";
import { sharedPageTags, sharedPageValidators } from "../../server/shared-page-validators";
import { rawGetter } from "../support/raw-get";

// An Express app shaped like the real one (server/main.ts and server/app.ts):
// security headers with a fresh nonce, compression, the validators on a small
// route table, the cache, then a "renderer" that counts its renders and writes
// the nonce it is given into its inline scripts, as React does.
const build = {
  assets: { version: "b1" },
  routes: {
    root: { id: "root", path: "", module: {} },
    pricing: { id: "pricing", parentId: "root", path: "pricing", module: { handle: SHARED_PAGE } },
    courses: { id: "courses", parentId: "root", path: "courses", module: { handle: SHARED_PAGE } },
    dashboard: { id: "dashboard", parentId: "root", path: "dashboard", module: {} },
  },
} as unknown as ServerBuild; // only what the validators read

const scripts = (nonce: string) => {
  const attribute = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<script${attribute}>window.__context = {"a":1};</script>` +
    `<script${attribute} type="application/ld+json">{"@type":"Course"}</script>` +
    `<script${attribute} src="/assets/x.js"></script>`
  );
};
// Big enough to be worth compressing.
const filler = `<p>${"Ethics and technology credits, on demand. ".repeat(60)}</p>`;

type Render = (res: express.Response, nonce: string, path: string) => void;

const page: Render = (res, nonce, path) => {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "public, max-age=0, s-maxage=60");
  res.setHeader("Vary", "Cookie");
  res.write(`<!doctype html><html><head></head><body><h1>${path}</h1>${filler}`);
  res.end(`${scripts(nonce)}</body></html>`);
};

async function startApp(render: Render = page) {
  let generation = 1;
  let renders = 0;
  const cache = { isEnabled: () => true, generation: () => generation } as ReadCache; // the two calls made
  const headers = securityHeaderList({ https: false });
  const pages = sharedPageCache({
    policy: (sources) => contentSecurityPolicy(sources, { https: false }),
    headers,
  });
  const tags = sharedPageTags(build, cache);
  const app = express();
  app.use(securityHeaders({ baseUrl: "http://localhost", development: false }));
  app.use(
    compression({ filter: (req, res) => !isEncodedHere(res) && compression.filter(req, res) }),
  );
  app.use(sharedPageValidators(tags));
  app.use(pages.middleware);
  app.use((req, res) => {
    renders += 1;
    render(res, String(res.locals.cspNonce ?? ""), req.path);
  });
  // As server/main.ts: a stored page is answered ahead of Express.
  const serveStored = storedPageServer({ tags, pages, headers });
  let fromStore = 0;
  const server: Server = http.createServer((req, res) => {
    if (serveStored(req, res)) fromStore += 1;
    else app(req, res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const get = rawGetter(server);
  return {
    get,
    renders: () => renders,
    fromStore: () => fromStore,
    write: () => {
      generation += 1;
    },
    stats: pages.stats,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

describe("the shared page cache", () => {
  it("renders a page once per version and sends everyone the same stored bytes, compressed once", async () => {
    const app = await startApp();
    close = app.close;
    const identity = await app.get("/pricing");
    const html = identity.body.toString("utf8");
    expect(html).toContain("<h1>/pricing</h1>");
    expect(html).not.toContain("nonce");
    const policy = identity.headers["content-security-policy"];
    // The one script that runs is named by its hash; the data block and the file are not.
    expect(policy).toContain(
      `script-src 'self' ${sha256('window.__context = {"a":1};')} 'strict-dynamic'`,
    );
    expect(policy).not.toContain("'nonce-");

    const br = await app.get("/pricing", { "accept-encoding": "gzip, deflate, br, zstd" });
    const again = await app.get("/pricing", { "accept-encoding": "gzip, deflate, br, zstd" });
    const gzip = await app.get("/pricing", { "accept-encoding": "gzip" });
    const deflateOnly = await app.get("/pricing", { "accept-encoding": "deflate" });
    expect(app.renders()).toBe(1);
    // The first answer took the whole way; the others came from the store, the same.
    expect(app.fromStore()).toBe(4);
    expect(again.body.equals(br.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    // The compression middleware leaves the stored bytes alone.
    expect(deflateOnly.body.equals(identity.body)).toBe(true);
    expect(br.body.length).toBeLessThan(identity.body.length / 4);

    const etag = identity.headers.etag ?? "";
    expect(etag).toMatch(/^W\/"b1-[^"]+-1-\d+"$/);
    const expected = [
      [identity, undefined, etag],
      [br, "br", `${etag.slice(0, -1)}-br"`],
      [gzip, "gzip", `${etag.slice(0, -1)}-gzip"`],
      [deflateOnly, undefined, etag],
    ] as const;
    for (const [answer, encoding, tag] of expected) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(answer.headers.vary).toBe("Cookie, Accept-Encoding");
      expect(answer.headers.etag).toBe(tag);
      expect(answer.headers["content-security-policy"]).toBe(policy);
      expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    }

    // Another address, or the same one after a write (a new version), is rendered afresh.
    await app.get("/courses");
    app.write();
    const written = await app.get("/pricing");
    expect(written.headers.etag).not.toBe(etag);
    expect(app.renders()).toBe(3);
    // A personal page is never kept, and keeps its nonce.
    const personal = await app.get("/dashboard");
    await app.get("/dashboard");
    expect(app.renders()).toBe(5);
    const personalPolicy = String(personal.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(personalPolicy)?.[1];
    expect(nonce).toBeTruthy();
    expect(personal.body.toString()).toContain(`<script nonce="${nonce}">`);
  });

  it("answers a revalidation 304 when the tag is the one of the coding the client gets", async () => {
    const app = await startApp();
    close = app.close;
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const first = await app.get("/courses", browser);
    const tag = first.headers.etag ?? "";
    const revalidated = await app.get("/courses", { ...browser, "if-none-match": tag });
    expect(app.fromStore()).toBe(1);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers["x-content-type-options"]).toBe("nosniff");
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(tag);
    expect(revalidated.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(revalidated.headers["content-security-policy"]).toBeUndefined();
    // The brotli tag does not confirm the gzip bytes, nor the page after a write.
    const gzip = await app.get("/courses", { "accept-encoding": "gzip", "if-none-match": tag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    app.write();
    expect((await app.get("/courses", { ...browser, "if-none-match": tag })).status).toBe(200);
    expect(app.renders()).toBe(2);
  });

  it("sends, with its hashes, but does not keep a page that sets a cookie, fails, or is not HTML", async () => {
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
      for (let i = 0; i < 2; i += 1) {
        const answer = await app.get("/pricing", { "accept-encoding": "br" });
        if (kind === "json") {
          expect(JSON.parse(answer.body.toString())).toEqual({ path: "/pricing" });
          continue;
        }
        expect(answer.headers["content-encoding"]).toBe("br");
        const html = brotliDecompressSync(answer.body).toString();
        expect(answer.headers["content-security-policy"]).toContain(
          sha256('window.__context = {"a":1};'),
        );
        expect(html).not.toContain("nonce");
      }
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
    await app.get("/courses");
    const kept = await app.get("/courses");
    expect(app.renders()).toBe(1);
    expect(kept.headers["x-one-answer"]).toBeUndefined();
    expect(kept.headers.connection).not.toBe("close");
    expect(kept.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");

    failed = true;
    await app.get("/pricing");
    await app.get("/pricing");
    expect(app.renders()).toBe(3);
  });

  it("renders a page once for a burst of visitors who ask for it together", async () => {
    let finish: () => void = () => {};
    const app = await startApp((res, nonce, path) => {
      // The first render waits until every request has arrived.
      finish = () => page(res, nonce, path);
    });
    close = app.close;
    const burst = Array.from({ length: 8 }, () => app.get("/pricing", { "accept-encoding": "br" }));
    while (app.renders() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    const answers = await Promise.all(burst);
    expect(app.renders()).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.toString("base64"))).size).toBe(1);
  });
  it("renders again once, not once per visitor, when the render they waited on was cut short", async () => {
    let cut: () => void = () => {};
    const app = await startApp((res, nonce, path) => {
      if (app.renders() > 1) {
        page(res, nonce, path);
        return;
      }
      // The first render is cut short once every request has arrived.
      cut = () => res.destroy();
    });
    close = app.close;
    const burst = Array.from({ length: 8 }, () => app.get("/pricing", { "accept-encoding": "br" }));
    while (app.renders() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 50));
    cut();
    const answers = await Promise.allSettled(burst);
    // The one whose render was cut gets nothing; one other renders it again for the rest.
    expect(app.renders()).toBe(2);
    const served = answers.flatMap((answer) =>
      answer.status === "fulfilled" ? [answer.value] : [],
    );
    expect(served.map((answer) => answer.status)).toEqual(Array(7).fill(200));
    expect(new Set(served.map((answer) => answer.body.toString("base64"))).size).toBe(1);
  });
});

describe("hashInlineScripts", () => {
  it("names every inline script that runs, the first-paint loader's module included", () => {
    const boot = 'import("/assets/entry.client-1.js");';
    const rendered =
      "<!doctype html><html><head></head><body><p>Zoë</p>" +
      "<script>a()\r\nb()</script><script type=module>c()</script>" +
      `<script type="module">${boot}window.__reactRouterRouteModules={};</script>` +
      '<script type="text/plain">not run</script></body></html>';
    const html = deferScripts(Buffer.from(rendered))?.toString("utf8") ?? "";
    const loader = /<script>(\(function\(p,c\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(loader).not.toBe("");
    expect(hashInlineScripts(html).sort()).toEqual(
      [
        sha256("a()\nb()"),
        sha256("c()"),
        sha256(loader),
        sha256(`${boot}window.__reactRouterRouteModules={};`),
      ].sort(),
    );
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, and follows the client's q-values", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity, gzip;q=0.5")).toBe("identity");
  });
});
