import fc from "fast-check";
import { baseURL } from "../../playwright.config";
import { ADDRESSES, body, encode, NASTY, POSTS, sweepBodies, text } from "./support/fuzz-inputs";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { expect, test } from "./support/test";

// Every form, endpoint and address parameter, fed what a browser never sends
// (NUL, unpaired surrogates, malformed escapes, a megabyte, wrong types and
// content types), on both databases: the answer is never a 5xx or a stack
// trace. Fixed seed and bounded counts, so a run is repeatable and short.

const SEED = 20261125;
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);

async function signUp(base: string): Promise<string> {
  const email = `fuzz-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await fetch(`${base}/register`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      firstName: "Fuzz",
      lastName: "Tester",
      email,
      password: "a-long-enough-password-1",
      confirmPassword: "a-long-enough-password-1",
      state: "new-york",
      redirectTo: "/dashboard",
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-up answered ${response.status}`);
  return cookie;
}

/** Fails with what was sent when the answer is a 5xx or shows a stack trace. */
async function expectHandled(url: string, init: RequestInit, what: string) {
  const response = await fetch(url, { ...init, redirect: "manual" });
  const answer = await response.text();
  const sent = `${what} ${init.method ?? "GET"} ${url.slice(0, 300)}`;
  expect(response.status, sent).toBeLessThan(500);
  expect(answer, sent).not.toMatch(/\n\s+at [\w.<>]+ \(/);
}

function fuzz(base: string) {
  return async () => {
    const cookie = await signUp(base);
    // First every address and every form with each nasty value, signed in
    // (where most of the site is), then random combinations of everything.
    for (const template of ADDRESSES) {
      for (const value of NASTY) {
        const address = template.replace(/\{\}/g, () => encode(value));
        await expectHandled(`${base}${address}`, { headers: { cookie } }, "address sweep");
      }
    }
    for (const path of POSTS) {
      for (const value of NASTY) {
        for (const { contentType, body: bytes } of sweepBodies(value)) {
          await expectHandled(
            `${base}${path}`,
            {
              method: "POST",
              headers: { Origin: base, cookie, "content-type": contentType ?? "" },
              body: new Uint8Array(bytes),
            },
            "form sweep",
          );
        }
      }
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POSTS),
        body,
        fc.boolean(),
        async (path, { contentType, body: bytes }, signedIn) => {
          const headers: Record<string, string> = { Origin: base };
          if (contentType) headers["content-type"] = contentType;
          if (signedIn) headers.cookie = cookie;
          await expectHandled(
            `${base}${path}`,
            { method: "POST", headers, body: new Uint8Array(bytes) },
            "post",
          );
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ADDRESSES),
        fc.array(text, { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        async (template, values, signedIn) => {
          let index = 0;
          const address = template.replace(/\{\}/g, () => encode(values[index++] ?? ""));
          await expectHandled(
            `${base}${address}`,
            { headers: signedIn ? { cookie } : {} },
            "address",
          );
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  };
}

test.describe("fuzzed input on the embedded database", () => {
  test.describe.configure({ timeout: 300_000 });
  test("no 5xx from any form, endpoint or address", fuzz(baseURL));
});

test.describe("fuzzed input on PostgreSQL", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  test.describe.configure({ timeout: 300_000 });
  const port = 3297;
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    servers = await startPostgresServers("cle_e2e_fuzz", [port]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });
  test("no 5xx from any form, endpoint or address", fuzz(`http://localhost:${port}`));
});
