import { createHash } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import pg from "pg";
import { FEATURED_COURSE_ID } from "~/content/catalogue";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";
import { signUpViaApi } from "./support/users";

// Public pages carry a validator; a revalidation is answered 304 without
// rendering, and a catalogue change shows on the next request everywhere.

test("a public page's revalidation answers 304, with no body and no new CSP", async ({
  request,
}) => {
  const first = await request.get("/courses");
  expect(first.status()).toBe(200);
  let etag = first.headers().etag ?? "";
  expect(etag).toMatch(/^W\/".+"$/);
  expect(first.headers()["cache-control"]).toContain("s-maxage=60");
  expect(first.headers()["content-security-policy"]).toContain("'sha256-");
  expect(first.headers().vary).toBe("Cookie, Accept-Encoding");

  // A write by a test running beside this one (a registration moves seat counts) or the
  // minute turning gives the page a new validator between two requests: then the answer
  // is the page with its new one, and revalidating with that is answered 304.
  let again = await request.get("/courses", { headers: { "If-None-Match": etag } });
  for (let attempt = 1; attempt < 5 && again.status() === 200; attempt += 1) {
    expect(again.headers().etag).not.toBe(etag);
    etag = again.headers().etag ?? "";
    again = await request.get("/courses", { headers: { "If-None-Match": etag } });
  }
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  expect(again.headers().etag).toBe(etag);
  // The page the browser keeps came with its own policy; a 304 sends none.
  expect(again.headers()["content-security-policy"]).toBeUndefined();
  expect(again.headers().vary).toBe("Cookie, Accept-Encoding");
  expect(again.headers()["cache-control"]).toContain("public");

  // Another page, or another query, has its own answer.
  expect(
    (await request.get("/courses?q=ethics", { headers: { "If-None-Match": 'W/"x"' } })).status(),
  ).toBe(200);
});

test("a shared page names its inline scripts by hash: they run, and an altered one is blocked", async ({
  request,
  page,
  context,
}) => {
  // The stored page is the same bytes for everyone, and its policy names each
  // of its inline scripts' hashes (a write beside this test may move the
  // version between two requests: then the pair is asked again).
  let answers = [await request.get("/pricing"), await request.get("/pricing")];
  for (let attempt = 1; attempt < 5; attempt += 1) {
    if (answers[0]?.headers().etag === answers[1]?.headers().etag) break;
    answers = [await request.get("/pricing"), await request.get("/pricing")];
  }
  const [first, second] = answers as [APIResponse, APIResponse];
  expect(second.headers().etag).toBe(first.headers().etag);
  expect(second.headers()["content-security-policy"]).toBe(
    first.headers()["content-security-policy"],
  );
  const body = await first.text();
  expect(await second.text()).toBe(body);
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).not.toContain("'nonce-");
  const inline = [...body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(3);
  for (const [, text] of inline) {
    expect(csp).toContain(
      `'sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}'`,
    );
  }

  // In Chromium the page runs under that policy without a violation, and hydrates:
  // a link's click handler navigates without loading a document.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto("/pricing");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole("link", { name: "Courses", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "All Courses" })).toBeVisible();
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);

  // The same page with one inline script altered, under the same header: blocked.
  const tampered = await context.newPage();
  await tampered.route("**/pricing", async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    const altered = original.replace(
      "streamController.close();",
      "streamController.close();window.altered=true;",
    );
    expect(altered).not.toBe(original);
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ status: response.status(), headers, body: altered });
  });
  await tampered.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      Object.assign(window, { blocked: event.violatedDirective });
    });
  });
  await tampered.goto("/pricing");
  await expect
    .poll(() => tampered.evaluate(() => (window as unknown as { blocked?: string }).blocked))
    .toMatch(/^script-src/);
  expect(await tampered.evaluate(() => "altered" in window)).toBe(false);
  await tampered.close();
});

test("an attorney's dashboard is kept for them alone: sent as stored, it runs under its hashes", async ({
  page,
  browser,
}) => {
  const me = await signUpViaApi(page.request);
  // Twice the same bytes for this visitor (a write beside this test may move
  // the version between two requests: then the pair is asked again).
  let answers = [await page.request.get("/dashboard"), await page.request.get("/dashboard")];
  for (let attempt = 1; attempt < 5; attempt += 1) {
    if (answers[0]?.headers().etag === answers[1]?.headers().etag) break;
    answers = [await page.request.get("/dashboard"), await page.request.get("/dashboard")];
  }
  const [first, second] = answers as [APIResponse, APIResponse];
  expect(first.headers().etag).toBeDefined();
  expect(second.headers().etag).toBe(first.headers().etag);
  expect(first.headers()["cache-control"]).toBe("private, no-store");
  const body = await first.text();
  expect(await second.text()).toBe(body);
  expect(body).toContain(me.email);
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).not.toContain("'nonce-");
  for (const [, text] of body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    expect(csp).toContain(
      `'sha256-${createHash("sha256")
        .update(text ?? "")
        .digest("base64")}'`,
    );
  }

  // Another attorney never gets it: their own page, under their own tag.
  const other = await browser.newContext();
  const stranger = await signUpViaApi(other.request);
  const theirs = await other.request.get("/dashboard");
  expect(theirs.headers().etag).not.toBe(first.headers().etag);
  const theirPage = await theirs.text();
  expect(theirPage).toContain(stranger.email);
  expect(theirPage).not.toContain(me.email);
  await other.close();

  // The stored page runs in Chromium without a violation, and hydrates.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto("/dashboard");
  await page.goto("/dashboard");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

test("personal and non-catalogue pages carry no shared validator", async ({ request }) => {
  expect((await request.get("/login")).headers().etag).toBeUndefined();
  await signUpViaApi(request);
  const signedIn = await request.get("/courses");
  expect(signedIn.status()).toBe(200);
  expect(signedIn.headers().etag).toBeUndefined();
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
});

test.describe("two instances on one PostgreSQL", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  test.describe.configure({ timeout: 120_000 });

  const ports = [3296, 3295];
  let servers: PostgresServers | undefined;
  let databaseUrl = "";

  test.beforeAll(async () => {
    servers = await startPostgresServers("cle_e2e_cache", ports);
    databaseUrl = servers.databaseUrl;
  });

  test.afterAll(async () => {
    await servers?.stop();
  });

  test("a catalogue change reaches every instance as soon as its change notice does", async () => {
    const page = (port: number) => `http://localhost:${port}/courses/${FEATURED_COURSE_ID}`;
    const etags: string[] = [];
    for (const port of ports) {
      const response = await fetch(page(port));
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain("Retitled by the provider");
      etags.push(response.headers.get("etag") ?? "");
    }
    // Staff change the course (here straight in the database, as a script would).
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await db.query("update courses set title = 'Retitled by the provider' where id = $1", [
        FEATURED_COURSE_ID,
      ]);
    } finally {
      await db.end();
    }
    // Each instance hears of it when the change notice reaches its listening
    // connection: milliseconds, a little more on a busy machine. Until then it
    // may still answer from before; never after.
    const changed = Date.now();
    for (const [index, port] of ports.entries()) {
      await expect
        .poll(
          async () => {
            const response = await fetch(page(port), {
              headers: { "If-None-Match": etags[index] ?? "" },
            });
            return (
              response.status === 200 &&
              (await response.text()).includes("Retitled by the provider")
            );
          },
          { timeout: 2_000, intervals: [5, 10, 20, 50] },
        )
        .toBe(true);
    }
    expect(Date.now() - changed).toBeLessThan(2_000);
  });
});
