import type { Page } from "@playwright/test";

// The staff editors the fuzzing suite spoils (tests/e2e/fuzz-inputs.spec.ts):
// records of the fuzzing account's own (a draft course with a session, a
// faculty member, a draft bundle, a message, an order), so whatever a spoiled
// form manages to save touches no other test's data, and each editor's forms
// as its page renders them, the valid start the fuzzing spoils.

/** Intents left out: they publish, feature, reorder, rename or delete what other tests show. */
const LEFT_OUT_INTENTS = new Set([
  "status",
  "delete",
  "feature",
  "move",
  "address",
  "revoke",
  "cancel",
  "withdraw-video",
]);

export type EditorForm = {
  /** The page the form is on, and where it posts. */
  page: string;
  action: string;
  /** The fields as the browser sends them (lists repeat their name). */
  fields: [string, string][];
};

type Post = (path: string, fields: [string, string][]) => Promise<Response>;

/** Creates the fuzzing account's records (again on a retry: taken ids are refused); the editors' pages. */
export async function makeFuzzRecords(base: string, cookie: string): Promise<string[]> {
  const post: Post = (path, fields) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const get = async (path: string) =>
    (await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" })).text();

  await post("/staff/courses", [
    ["intent", "create"],
    ["title", "Fuzz course"],
    ["slug", "fuzz-course"],
    ["categorySlug", "ai"],
    ["format", "live_webcast"],
  ]);
  await post("/staff/faculty", [
    ["id", "fuzz-faculty"],
    ["name", "Fuzz Speaker"],
    ["title", "Partner"],
    ["organisation", "Fuzz LLP"],
    ["bio", "Speaks on fuzzing."],
  ]);
  await post("/staff/bundles", [
    ["id", "fuzz-bundle"],
    ["title", "Fuzz bundle"],
    ["summary", "Two courses."],
    ["price", "100"],
    ["memberPrice", "90"],
    ["courseIds", "ethics-of-ai-in-legal-practice"],
    ["courseIds", "algorithmic-bias-lawyers-duty"],
  ]);
  const scheduled = await post("/staff/live-sessions/new", [
    ["courseId", "fuzz-course"],
    ["day", `${new Date().getUTCFullYear() + 1}-05-04`],
    ["time", "13:00"],
    ["timeZone", "America/New_York"],
    ["durationMinutes", "60"],
    ["capacity", "10"],
  ]);
  const session = scheduled.headers.get("location")?.split("?")[0] ?? null;

  await post("/api/contact", [
    ["name", "Fuzz Visitor"],
    ["email", "fuzz-visitor@example.com"],
    ["phone", ""],
    ["message", "A message for the inbox's forms."],
  ]);
  const message = (await get("/staff/inbox?status=all&q=fuzz-visitor")).match(
    /href="(\/staff\/inbox\/contact\/[^"]+)"/,
  )?.[1];

  // An order of the fuzzing account's own, paid through the built-in test provider.
  const course = "ethics-of-ai-in-legal-practice";
  const payment = await get(`/payment?courseId=${course}`);
  const hidden = (name: string) =>
    payment.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? "";
  const ordered = await post("/payment", [
    ["courseId", course],
    ["expectedPriceCents", hidden("expectedPriceCents")],
    ["idempotencyKey", hidden("idempotencyKey")],
    ["firstName", "Fuzz"],
    ["lastName", "Tester"],
    ["email", "fuzz-admin-e2e@example.com"],
    ["state", "new-york"],
  ]);
  const checkout = ordered.headers.get("location");
  if (checkout?.startsWith("/payment/test-checkout/")) {
    await post(checkout, [["decision", "pay"]]);
  }
  const order = checkout?.split("/").pop();
  const attendee = (await get("/staff/attendees?q=fuzz-admin-e2e")).match(
    /href="(\/staff\/attendees\/(?!export\.csv)[^"/?]+)"/,
  )?.[1];

  return [
    "/staff/courses",
    "/staff/courses/fuzz-course",
    ...["status", "accreditation", "media", "materials", "artwork", "address"].map(
      (page) => `/staff/courses/fuzz-course/${page}`,
    ),
    "/staff/faculty",
    "/staff/faculty/fuzz-faculty",
    "/staff/bundles",
    "/staff/bundles/fuzz-bundle",
    "/staff/live-sessions/new",
    ...(session ? [session] : []),
    ...(message ? [message] : []),
    ...(order ? [`/staff/orders/${order}`] : []),
    ...(attendee ? [`${attendee}/courses/${course}/attendance`] : []),
    "/staff/people",
  ];
}

/** Every form on the page that posts, as the browser would send it, but those left out. */
export async function editorForms(page: Page, base: string, path: string): Promise<EditorForm[]> {
  const response = await page.goto(`${base}${path}`);
  if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
  const forms = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLFormElement>("form[method=post]")).map((form) => {
      const action = new URL(form.action);
      return {
        action: `${action.pathname}${action.search}`,
        fields: Array.from(new FormData(form)).flatMap(([name, value]) =>
          typeof value === "string" ? [[name, value] as [string, string]] : [],
        ),
      };
    }),
  );
  return forms
    .filter(
      ({ fields }) =>
        !fields.some(([name, value]) => name === "intent" && LEFT_OUT_INTENTS.has(value)),
    )
    .map((form) => ({ page: path, ...form }));
}

/** The page's current version of its record, from an answer that shows the page. */
export function versionIn(html: string): string | null {
  return html.match(/name="version" value="(\d+)"/)?.[1] ?? null;
}
