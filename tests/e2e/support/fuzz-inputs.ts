import fc from "fast-check";

// What the fuzzing suite (tests/e2e/fuzz-inputs.spec.ts) sends: the site's
// forms, endpoints and addresses, its field names, and values no browser sends.

const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

/** Every form and endpoint that takes a body (the account's own pages signed in). */
export const POSTS = [
  "/register",
  // the home page's newsletter and contact forms
  "/?index",
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
  "/staff/people",
  "/staff/confirm",
  "/staff/inbox/contact/x",
  "/staff/orders/ord_x",
  "/staff/certificates/LX-AAAA-AAAA-AAAA",
  "/staff/reports/georgia~live~x",
  `/courses/${COURSE}`,
  `/courses/${COURSE}/register`,
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
export const ADDRESSES = [
  "/courses/{}",
  "/courses/{}/register?returnTo={}",
  "/states/{}",
  "/certificates/{}",
  "/certificates/{}/pdf",
  "/certificates/{}/state-form",
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
  "/staff/audit?person={}&record={}&from={}",
  "/staff/audit/export.csv?action={}&to={}&page={}",
  "/staff/inbox?status={}&q={}&kind={}",
  "/staff/inbox/{}/{}",
  "/staff/orders?q={}&status={}&page={}",
  "/staff/orders/{}",
  "/staff/certificates/{}",
  "/staff/reports?status={}&state={}",
  "/staff/reports/{}",
  "/staff/reports/{}/file",
  "/staff/confirm?redirectTo={}",
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
  "role",
  "reason",
  "body",
  "subject",
  "assigneeId",
  "version",
  "amount",
  "releaseAccess",
  "submittedOn",
  "reference",
  "note",
  "contents",
  "sequence",
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
  "grant",
  "revoke",
  "update",
  "note",
  "reply",
  "refund",
  "resend-receipt",
];

// What a browser never sends, and what it might.
export const NASTY = [
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
  // One past the database's integer: a safe number in JavaScript, refused by a 4-byte column.
  "2147483648",
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

export const text = fc.oneof(
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
export function encode(value: string): string {
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

export type Body = { contentType: string | null; body: Buffer };

const form = fc.dictionary(fc.constantFrom(...FIELDS), text, { maxKeys: 6 });

export const body: fc.Arbitrary<Body> = fc.oneof(
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

/**
 * Each nasty value in every field at once, as a form and as JSON; for the
 * analytics endpoint (the one that reads events), in an event as well: to any
 * other path an event is only more JSON, which the second body is already.
 */
export function sweepBodies(value: string, path: string): Body[] {
  const fields = Object.fromEntries(FIELDS.map((name) => [name, value]));
  const event = (at: "path" | "key" | "value") => ({
    name: "page_view",
    path: at === "path" ? value : "/",
    params: at === "key" ? { [value]: 1 } : { q: at === "value" ? value : "x" },
    occurredAt: "2026-11-25T12:00:00Z",
  });
  const bodies: Body[] = [
    {
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from(FIELDS.map((name) => `${name}=${encode(value)}`).join("&"), "latin1"),
    },
    { contentType: "application/json", body: Buffer.from(JSON.stringify(fields), "utf8") },
  ];
  if (path === "/api/analytics")
    bodies.push({
      contentType: "application/json",
      body: Buffer.from(
        JSON.stringify({ events: [event("path"), event("key"), event("value")] }),
        "utf8",
      ),
    });
  return bodies;
}

/**
 * Bodies hard to walk rather than hard to store: JSON nested thousands of
 * levels deep (a recursive walk overflows the stack) and a long flat array,
 * each about 30 KB, under the analytics endpoint's cap, as JSON and as text.
 */
export function deepJsonBodies(): (Body & { deep: boolean })[] {
  const levels = 5000;
  const deep = [
    `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`,
    // Never closed: what a client that stops half-way sends.
    '{"a":{'.repeat(levels),
    `${"[".repeat(levels * 3)}${"]".repeat(levels * 3)}`,
    `{"events":[{"name":"page_view","path":"/","params":${'{"a":'.repeat(levels)}1${"}".repeat(levels)},"occurredAt":"2026-11-25T12:00:00Z"}]}`,
  ];
  const flat = `{"events":[${"0,".repeat(levels * 3)}0]}`;
  return [...deep.map((text) => ({ text, deep: true })), { text: flat, deep: false }].flatMap(
    ({ text, deep }) =>
      ["application/json", "text/plain;charset=UTF-8"].map((contentType) => ({
        contentType,
        body: Buffer.from(text, "utf8"),
        deep,
      })),
  );
}

/** Where deeply nested JSON goes besides POSTS: better-auth reads JSON bodies itself. */
export const JSON_ENDPOINTS = ["/api/auth/sign-out"];
