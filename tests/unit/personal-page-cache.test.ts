import { once } from "node:events";
import http, { type Server } from "node:http";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { attachReadCache, createDatabaseCaches, type DatabaseCaches } from "~/db/read-cache.server";
import { PERSONAL_PAGE } from "~/lib/shared-page";
import {
  contentSecurityPolicy,
  securityHeaderList,
  securityHeaders,
} from "../../server/http-security";
import {
  personalNotModifiedHeaders,
  personalPageTags,
} from "../../server/personal-page-validators";
import { sharedPageCache } from "../../server/shared-page-cache";
import { sharedPageValidators } from "../../server/shared-page-validators";
import { rawGetter } from "../support/raw-get";

// The chain of server/app.ts for a signed-in attorney's own pages: security
// headers with a fresh nonce, the personal validators on a small route table,
// a page cache, then a "renderer" that counts its renders and writes the
// visitor it was asked by (from the cookie) and its nonce into the page.
const build = {
  assets: { version: "b1" },
  routes: {
    root: { id: "root", path: "", module: {} },
    dashboard: {
      id: "dashboard",
      parentId: "root",
      path: "dashboard",
      module: { handle: PERSONAL_PAGE },
    },
    settings: { id: "settings", parentId: "root", path: "settings", module: {} },
  },
} as unknown as ServerBuild; // only what the validators read

const cookieOf = (token: string) => `lexedge.session_token=${token}; viewer_tz=America%2FChicago`;
const HOUR = 3_600_000;

async function startApp(options: { setCookie?: boolean } = {}) {
  let clock = Date.UTC(2026, 11, 6, 14, 0, 0);
  const now = () => clock;
  const caches: DatabaseCaches = createDatabaseCaches();
  const db = {};
  attachReadCache(db, caches);
  let renders = 0;
  const headers = securityHeaderList({ https: false });
  const pages = sharedPageCache({
    policy: (sources) => contentSecurityPolicy(sources, { https: false }),
    headers,
  });
  const app = express();
  app.use(securityHeaders({ baseUrl: "http://localhost", development: false }));
  app.use(sharedPageValidators(personalPageTags(build, db, now), personalNotModifiedHeaders));
  app.use(pages.middleware);
  app.use((req, res) => {
    renders += 1;
    const nonce = String(res.locals.cspNonce ?? "");
    const visitor = /session_token=([^;]*)/.exec(req.headers.cookie ?? "")?.[1] ?? "nobody";
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Vary", "Cookie");
    if (options.setCookie) res.setHeader("Set-Cookie", "lexedge.session_token=new; Path=/");
    res.end(
      `<!doctype html><html><body><h1>${req.path} for ${visitor} (render ${renders})</h1>` +
        `<script${nonce ? ` nonce="${nonce}"` : ""}>window.__context = {"a":1};</script></body></html>`,
    );
  });
  const server: Server = http.createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const getRaw = rawGetter(server);
  const get = async (path: string, requestHeaders: Record<string, string> = {}) => {
    const response = await getRaw(path, requestHeaders);
    return { ...response, body: response.body.toString("utf8") };
  };
  /** As a checked sign-in leaves it: the session held by the sessions cache. */
  const holdSession = (token: string, expiresAt = clock + HOUR) =>
    caches.sessions.read(`session lexedge.session_token=${token}`, async () => ({
      user: { id: `u-${token}`, name: token, email: `${token}@example.com`, emailVerified: true },
      session: { id: `s-${token}`, signedInAt: clock },
      expiresAt,
    }));
  return {
    get,
    caches,
    holdSession,
    renders: () => renders,
    advance: (ms: number) => {
      clock += ms;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  close = undefined;
});

describe("a signed-in attorney's own pages, kept per visitor", () => {
  it("renders once, then sends the same visitor the stored bytes, with hashes instead of a nonce", async () => {
    const app = await startApp();
    close = app.close;
    await app.holdSession("ann");
    const first = await app.get("/dashboard", { cookie: cookieOf("ann") });
    const second = await app.get("/dashboard", { cookie: cookieOf("ann") });
    expect(app.renders()).toBe(1);
    expect(second.body).toBe(first.body);
    expect(first.body).toContain("/dashboard for ann (render 1)");
    expect(first.body).not.toContain("nonce");
    expect(second.headers["content-security-policy"]).toContain("'sha256-");
    expect(second.headers["content-security-policy"]).not.toContain("nonce-");
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(second.headers.vary).toContain("Cookie");
    expect(second.headers.etag).toBe(first.headers.etag);
    // A revalidation of the page it has is answered 304, privately.
    const revalidated = await app.get("/dashboard", {
      cookie: cookieOf("ann"),
      "if-none-match": String(first.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers["cache-control"]).toBe("private, no-store");
  });

  it("never sends one visitor's page to another, nor to another cookie of theirs", async () => {
    const app = await startApp();
    close = app.close;
    await app.holdSession("ann");
    await app.holdSession("bob");
    await app.get("/dashboard", { cookie: cookieOf("ann") });
    const bob = await app.get("/dashboard", { cookie: cookieOf("bob") });
    expect(bob.body).toContain("for bob");
    expect(bob.headers.etag).not.toBe(
      (await app.get("/dashboard", { cookie: cookieOf("ann") })).headers.etag,
    );
    // The same session with another time zone: the page may differ, so it is its own.
    const otherZone = await app.get("/dashboard", {
      cookie: "lexedge.session_token=ann; viewer_tz=Europe%2FLondon",
    });
    expect(otherZone.body).toContain("(render 3)");
    expect(app.renders()).toBe(3);
  });

  it("takes the whole way for a session not held (unknown, expired, or signed out since)", async () => {
    const app = await startApp();
    close = app.close;
    // Never checked: no validator, rendered each time (the render checks it).
    await app.get("/dashboard", { cookie: cookieOf("eve") });
    const again = await app.get("/dashboard", { cookie: cookieOf("eve") });
    expect(again.headers.etag).toBeUndefined();
    expect(app.renders()).toBe(2);
    // Held but expired.
    await app.holdSession("old", Date.UTC(2026, 11, 6, 13, 0, 0));
    await app.get("/dashboard", { cookie: cookieOf("old") });
    await app.get("/dashboard", { cookie: cookieOf("old") });
    expect(app.renders()).toBe(4);
    // Held, stored, then signed out elsewhere: the sessions cache is emptied.
    await app.holdSession("ann");
    await app.get("/dashboard", { cookie: cookieOf("ann") });
    app.caches.sessions.invalidate();
    const after = await app.get("/dashboard", { cookie: cookieOf("ann") });
    expect(after.body).toContain("(render 6)");
    expect(after.headers.etag).toBeUndefined();
  });

  it("renders anew after a write the caches hear of, and once the clock's step passes", async () => {
    const app = await startApp();
    close = app.close;
    await app.holdSession("ann");
    await app.get("/dashboard", { cookie: cookieOf("ann") });
    app.caches.accounts.invalidate();
    expect((await app.get("/dashboard", { cookie: cookieOf("ann") })).body).toContain("(render 2)");
    app.caches.catalogue.invalidate();
    expect((await app.get("/dashboard", { cookie: cookieOf("ann") })).body).toContain("(render 3)");
    // A write to another attorney's own rows leaves Ann's page; one to hers renders it anew.
    app.caches.accounts.invalidateScopes(["u-bob"]);
    expect((await app.get("/dashboard", { cookie: cookieOf("ann") })).body).toContain("(render 3)");
    app.caches.accounts.invalidateScopes(["u-ann"]);
    expect((await app.get("/dashboard", { cookie: cookieOf("ann") })).body).toContain("(render 4)");
    const kept = await app.get("/dashboard", { cookie: cookieOf("ann") });
    expect(kept.body).toContain("(render 4)");
    // What the page works out from the clock is at most one step (15 s) late.
    app.advance(15_000);
    const later = await app.get("/dashboard", { cookie: cookieOf("ann") });
    expect(later.body).toContain("(render 5)");
    expect(later.headers.etag).not.toBe(kept.headers.etag);
  });

  it("keeps only personal pages, and none that sets a cookie", async () => {
    const app = await startApp();
    close = app.close;
    await app.holdSession("ann");
    await app.get("/settings", { cookie: cookieOf("ann") });
    const settings = await app.get("/settings", { cookie: cookieOf("ann") });
    expect(settings.headers.etag).toBeUndefined();
    expect(settings.body).toContain("nonce");
    expect(app.renders()).toBe(2);
    // Signed out: the validators stand aside (the shared pages' own handle that).
    await app.get("/dashboard");
    expect(app.renders()).toBe(3);

    const refreshing = await startApp({ setCookie: true });
    const closeFirst = close;
    close = () => {
      closeFirst();
      refreshing.close();
    };
    await refreshing.holdSession("ann");
    await refreshing.get("/dashboard", { cookie: cookieOf("ann") });
    const second = await refreshing.get("/dashboard", { cookie: cookieOf("ann") });
    expect(refreshing.renders()).toBe(2);
    expect(second.headers["set-cookie"]).toBeDefined();
  });
});
