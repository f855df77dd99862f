import fc from "fast-check";
import pg from "pg";
import { baseURL } from "../../playwright.config";
import { ADDRESSES, body, encode, NASTY, POSTS, sweepBodies, text } from "./support/fuzz-inputs";
import { linkIn, waitForEmail } from "./support/mailbox";
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

/**
 * The fuzzing account: an administrator of the staff console (named in the
 * server's STAFF_EMAILS, its address confirmed by `confirm`), so the staff
 * forms are reached as well as the attorney's.
 */
async function signUp(base: string, confirm: (email: string) => Promise<void>): Promise<string> {
  const email = FUZZ_ADMIN;
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
  let cookie = cookieOf(response);
  if (!cookie) {
    // A retry of this test on the same server: the account exists, sign in.
    const login = await fetch(`${base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: "a-long-enough-password-1" }),
    });
    cookie = cookieOf(login);
  }
  if (!cookie) throw new Error(`sign-up answered ${response.status}`);
  await confirm(email);
  const staff = await fetch(`${base}/staff`, { headers: { cookie }, redirect: "manual" });
  if (staff.status !== 200) throw new Error(`the fuzzing account is not staff: ${staff.status}`);
  return cookie;
}

const FUZZ_ADMIN = "fuzz-admin-e2e@example.com";

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

/** Confirms through the link e-mailed by the suite's server (the embedded database). */
async function confirmByMail(email: string): Promise<void> {
  const message = await waitForEmail(email, /^Confirm your e-mail address$/);
  await fetch(linkIn(message, `${baseURL}/api/auth/verify-email`), { redirect: "manual" });
}

/** Confirms in PostgreSQL itself (those servers send no mail). */
function confirmInDatabase(databaseUrl: () => string) {
  return async (email: string) => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      await client.query(`update "user" set email_verified = true where email = $1`, [email]);
    } finally {
      await client.end();
    }
  };
}

/** Fails with what was sent when the answer is a 5xx or shows a stack trace. */
async function expectHandled(url: string, init: RequestInit, what: string) {
  const response = await fetch(url, { ...init, redirect: "manual" });
  const answer = await response.text();
  const sent = `${what} ${init.method ?? "GET"} ${url.slice(0, 300)}`;
  expect(response.status, sent).toBeLessThan(500);
  expect(answer, sent).not.toMatch(/\n\s+at [\w.<>]+ \(/);
}

function fuzz(base: string, confirm: (email: string) => Promise<void>) {
  return async () => {
    const cookie = await signUp(base, confirm);
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
  test("no 5xx from any form, endpoint or address", fuzz(baseURL, confirmByMail));
});

test.describe("fuzzed input on PostgreSQL", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  test.describe.configure({ timeout: 300_000 });
  const port = 3297;
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    servers = await startPostgresServers("cle_e2e_fuzz", [port], { STAFF_EMAILS: FUZZ_ADMIN });
  });
  test.afterAll(async () => {
    await servers?.stop();
  });
  test(
    "no 5xx from any form, endpoint or address",
    fuzz(
      `http://localhost:${port}`,
      confirmInDatabase(() => servers?.databaseUrl ?? ""),
    ),
  );
});
