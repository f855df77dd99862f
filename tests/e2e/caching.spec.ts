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
  expect(first.headers()["content-security-policy"]).toContain("'nonce-");

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
  // The page the browser keeps names its own nonce: a new CSP would block its scripts.
  expect(again.headers()["content-security-policy"]).toBeUndefined();
  expect(again.headers()["cache-control"]).toContain("public");

  // Another page, or another query, has its own answer.
  expect(
    (await request.get("/courses?q=ethics", { headers: { "If-None-Match": 'W/"x"' } })).status(),
  ).toBe(200);
});

test("a shared page kept in memory gives every answer its own nonce, and still runs its scripts", async ({
  request,
  page,
}) => {
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? "";
  const answers = [await request.get("/pricing"), await request.get("/pricing")];
  const nonces = answers.map((answer) => nonceOf(answer.headers()["content-security-policy"]));
  expect(nonces[0]).not.toBe("");
  expect(nonces[0]).not.toBe(nonces[1]);
  const bodies = await Promise.all(answers.map((answer) => answer.text()));
  for (const [index, body] of bodies.entries()) {
    const inPage = new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
    expect([...inPage]).toEqual([nonces[index]]);
  }
  expect(bodies[1]).toBe(bodies[0]?.replaceAll(nonces[0] ?? "", nonces[1] ?? ""));

  // In a browser the kept page hydrates as the first one did.
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto("/pricing");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  }
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
