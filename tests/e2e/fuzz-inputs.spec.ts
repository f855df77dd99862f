import type { Page } from "@playwright/test";
import fc from "fast-check";
import pg from "pg";
import { baseURL } from "../../playwright.config";
import {
  ADDRESSES,
  body,
  deepJsonBodies,
  encode,
  JSON_ENDPOINTS,
  NASTY,
  POSTS,
  sweepBodies,
  text,
} from "./support/fuzz-inputs";
import { fuzzChunkedBodies, fuzzMethods } from "./support/fuzz-requests";
import {
  type EditorForm,
  editorForms,
  makeFuzzRecords,
  versionIn,
} from "./support/fuzz-staff-editors";
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
/** Spoiled submissions per staff editor form (there are a score of them). */
const EDITOR_RUNS = Math.max(1, Math.round(RUNS / 15));

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
  return { status: response.status, answer };
}

/**
 * Each staff editor's forms, as its page renders them, with one to three
 * fields spoiled (or one left out): a success, or a 4xx that says what is
 * wrong (a form message, a field marked, or the not-found or not-allowed
 * page), never the page that says only that something went wrong.
 */
async function fuzzStaffEditors(page: Page, base: string, cookie: string) {
  const pages = await makeFuzzRecords(base, cookie);
  const forms: EditorForm[] = [];
  for (const path of pages) forms.push(...(await editorForms(page, base, path)));
  // Never passes for want of forms: the course editor alone has several.
  expect(forms.length).toBeGreaterThan(pages.length);
  for (const form of forms) {
    const spoilable = form.fields.flatMap(([name], index) => (name === "intent" ? [] : [index]));
    if (spoilable.length === 0) continue;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ at: fc.nat(), value: text }), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (spoils, leaveOne) => {
          const fields = form.fields.map(([name, value]) => [name, value] as [string, string]);
          for (const { at, value } of spoils) {
            const index = spoilable[at % spoilable.length] as number;
            (fields[index] as [string, string])[1] = value;
          }
          if (leaveOne) fields.splice(spoilable[(spoils[0]?.at ?? 0) % spoilable.length] ?? 0, 1);
          const body = fields.map(([name, value]) => `${name}=${encode(value)}`).join("&");
          const { status, answer } = await expectHandled(
            `${base}${form.action}`,
            {
              method: "POST",
              headers: {
                Origin: base,
                cookie,
                "content-type": "application/x-www-form-urlencoded",
              },
              body: Buffer.from(body, "latin1"),
            },
            `${form.page} form ${form.fields.find(([name]) => name === "intent")?.[1] ?? ""}`,
          );
          const sent = `${status} to ${form.action} ${body.slice(0, 300)}`;
          expect(answer.includes("Something went wrong"), `${sent}: the error page`).toBe(false);
          if (status >= 400) {
            const says = /data-form-alert|aria-invalid="true"|Page Not Found|Not allowed/;
            expect(says.test(answer), `${sent}: no message`).toBe(true);
          }
          // A save goes through now and then: later posts carry the record's new version.
          const version = versionIn(answer);
          const held = form.fields.find(([name]) => name === "version");
          if (version && held) held[1] = version;
        },
      ),
      { seed: SEED, numRuns: EDITOR_RUNS },
    );
  }
}

/**
 * JSON thousands of levels deep, and a long flat array, to every form and
 * endpoint: a 4xx, never a 5xx; the analytics endpoint (the one that reads
 * JSON) says why. Sign-out is posted without the session, which it would end.
 */
async function fuzzDeepJson(base: string, cookie: string) {
  for (const path of [...POSTS, ...JSON_ENDPOINTS]) {
    const signedIn = !JSON_ENDPOINTS.includes(path);
    for (const { contentType, body: bytes, deep } of deepJsonBodies()) {
      const { status, answer } = await expectHandled(
        `${base}${path}`,
        {
          method: "POST",
          headers: {
            Origin: base,
            "content-type": contentType ?? "",
            ...(signedIn ? { cookie } : {}),
          },
          body: new Uint8Array(bytes),
        },
        "deep JSON",
      );
      if (path === "/api/analytics") {
        expect(status, `${contentType} to ${path}`).toBe(400);
        expect(answer).toContain(deep ? "nested at most 32 levels deep" : "Unexpected event shape");
      }
    }
  }
}

function fuzz(base: string, confirm: (email: string) => Promise<void>) {
  return async ({ page }: { page: Page }) => {
    const cookie = await signUp(base, confirm);
    // The staff editors first, while the sign-in is recent enough for refunds and roles.
    await page.context().addCookies(
      cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    await fuzzStaffEditors(page, base, cookie);
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
        for (const { contentType, body: bytes } of sweepBodies(value, path)) {
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
    await fuzzDeepJson(base, cookie);
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
    // Requests no HTTP client library sends: odd methods, chunked bodies past their caps.
    await fuzzMethods(base, cookie);
    await fuzzChunkedBodies(base, cookie);
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
