import fc from "fast-check";
import { baseURL } from "../../playwright.config";
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

const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

/** Every form and endpoint that takes a body (the account's own pages signed in). */
const POSTS = [
  "/register",
  "/login",
  "/forgot-password",
  "/reset-password",
  "/profile",
  "/dashboard",
  "/dashboard/credits",
  "/delete-account",
  "/payment",
  "/work",
  "/free-guide",
  "/certificates/new",
  "/staff/live-sessions",
  `/courses/${COURSE}`,
  "/payment/test-checkout/ord_x",
  "/api/newsletter",
  "/api/contact",
  `/api/courses/${COURSE}/registration`,
  `/api/player/${COURSE}/progress`,
  "/api/resend-verification",
  "/api/analytics",
  "/newsletter/unsubscribe",
];

/** Addresses with a parameter in the path (`{}`) or the query. */
const ADDRESSES = [
  "/courses/{}",
  "/states/{}",
  "/certificates/{}",
  "/certificates/{}/pdf",
  "/dashboard/credits/certificates/{}",
  `/courses/${COURSE}/materials/{}`,
  `/media/courses/${COURSE}/{}`,
  "/course-player/{}",
  "/dashboard/registrations/{}/calendar.ics",
  "/payment/test-checkout/{}",
  "/courses?q={}&state={}&format={}",
  "/newsletter/confirm?token={}",
  "/newsletter/unsubscribe?token={}",
  "/payment?courseId={}&price={}&plan={}",
  "/certificates/new?courseId={}&state={}",
  "/payment-success?session_id={}&order={}",
  "/login?redirectTo={}",
  "/register?redirectTo={}&courseId={}",
  "/reset-password?token={}",
  "/api/auth/verify-email?token={}&callbackURL={}",
  "/api/auth/reset-password/{}?callbackURL={}",
];

/** Field names the site's forms use, and intents of its multi-form pages. */
const FIELDS = [
  "intent",
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "newEmail",
  "firstName",
  "lastName",
  "name",
  "state",
  "states",
  "phone",
  "message",
  "courseId",
  "courseName",
  "liveSessionId",
  "sessionId",
  "code",
  "barNumber",
  "admittedOn",
  "birthDate",
  "startsOn",
  "endsOn",
  "carriedIn",
  "periodId",
  "completedOn",
  "credit",
  "hours",
  "format",
  "title",
  "provider",
  "id",
  "typedName",
  "affirm",
  "consent",
  "price",
  "plan",
  "bundleId",
  "utm",
  "redirectTo",
  "token",
  "position",
  "watching",
  "events",
  "firmName",
  "contactName",
  "attorneys",
  "website",
  "decision",
  "expectedPriceCents",
  "idempotencyKey",
  "joinUrl",
  "cycleEnd",
  "pending",
  "newsletter",
];
const INTENTS = [
  "profile",
  "add-bar",
  "remove-bar",
  "change-email",
  "change-password",
  "add-credit",
  "add-state",
  "save-admission",
  "birth-date",
  "cycle-end",
  "save-period",
  "accept-period",
  "delete-period",
  "code",
];

// What a browser never sends, and what it might.
const NASTY = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "\ud83d",
  "\uffff",
  "%00",
  "%",
  "%E0%A4%A",
  "-1",
  "0",
  "1e309",
  "NaN",
  "9".repeat(40),
  "true",
  "null",
  "[]",
  "{}",
  '{"a":"\\u0000"}',
  '{"source":"\\ud800","medium":null,"campaign":null,"term":null,"content":null}',
  "<script>",
  "../../etc/passwd",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "2026-02-30",
  "0000-00-00",
  "9999-12-31T99:99",
  "ohio",
  "new-york",
  COURSE,
  "💼⚖️",
  " ",
];

const text = fc.oneof(
  { weight: 80, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 60, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 20, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 20, arbitrary: fc.constantFrom(...INTENTS) },
  // Now and then a megabyte.
  { weight: 1, arbitrary: fc.constant("x".repeat(1_000_000)) },
);

/**
 * Percent-encodes as a browser would, except that an unpaired surrogate is
 * sent as the bytes of its code point (ED A0 80 …), invalid UTF-8 a browser
 * never produces.
 */
function encode(value: string): string {
  let out = "";
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const pair = code >= 0xd800 && code <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (code >= 0xd800 && code <= 0xdfff && !pair) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else if (pair) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else {
      out += encodeURIComponent(value[i] ?? "");
    }
  }
  return out;
}

type Body = { contentType: string | null; body: Buffer };

const form = fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 6 });

const body: fc.Arbitrary<Body> = fc.oneof(
  form.map((fields) => ({
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => `${name}=${encode(value)}`)
        .join("&"),
      "latin1",
    ),
  })),
  form.map((fields) => ({
    contentType: "multipart/form-data; boundary=fuzz",
    body: Buffer.from(
      `${Object.entries(fields)
        .map(
          ([name, value]) =>
            `--fuzz\r\nContent-Disposition: form-data; name="${name}"${name === "credit" ? '; filename="c.pdf"\r\nContent-Type: application/pdf' : ""}\r\n\r\n${value}\r\n`,
        )
        .join("")}--fuzz--\r\n`,
      "utf8",
    ),
  })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({
    contentType: "application/json",
    body: Buffer.from(JSON.stringify(value) ?? "null", "utf8"),
  })),
  fc
    .record({
      events: fc.array(
        fc.record({
          name: fc.constantFrom("page_view", "cta_click", "web_vital", "x"),
          path: text,
          params: fc.dictionary(text, fc.oneof(text, fc.integer())),
          occurredAt: fc.constantFrom("2026-11-25T12:00:00Z", "yesterday", "\u0000"),
        }),
        { maxLength: 3 },
      ),
    })
    .map((value) => ({
      contentType: "application/json",
      body: Buffer.from(JSON.stringify(value), "utf8"),
    })),
  fc
    .record({
      contentType: fc.constantFrom(null, "text/plain", "multipart/form-data", "application/xml"),
      raw: fc.string({ unit: "binary", maxLength: 200 }),
    })
    .map(({ contentType, raw }) => ({ contentType, body: Buffer.from(raw, "utf8") })),
);

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

/** Each nasty value in every field at once, as a form and as JSON; for analytics, in an event. */
function sweepBodies(value: string): Body[] {
  const fields = Object.fromEntries(FIELDS.map((name) => [name, value]));
  const event = (at: "path" | "key" | "value") => ({
    name: "page_view",
    path: at === "path" ? value : "/",
    params: at === "key" ? { [value]: 1 } : { q: at === "value" ? value : "x" },
    occurredAt: "2026-11-25T12:00:00Z",
  });
  return [
    {
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from(FIELDS.map((name) => `${name}=${encode(value)}`).join("&"), "latin1"),
    },
    { contentType: "application/json", body: Buffer.from(JSON.stringify(fields), "utf8") },
    {
      contentType: "application/json",
      body: Buffer.from(
        JSON.stringify({ events: [event("path"), event("key"), event("value")] }),
        "utf8",
      ),
    },
  ];
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
