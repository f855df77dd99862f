import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/email";
import { teamEnquiries } from "~/db/schema/enquiries";
import { sendTeamEnquiry } from "~/modules/enquiries/send-team-enquiry.server";
import { teamEnquirySchema } from "~/modules/enquiries/team-enquiry-form";
import { action } from "~/routes/work";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, TEST_BASE_URL } from "../setup/test-services";

type Fields = Record<string, string | string[]>;

// Each post comes from its own client address unless a test names one, so
// the rate limit only counts where a test means it to.
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.20.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

/** A form post to /work as a browser sends it, from its own client address. */
function enquiryRequest(
  fields: Fields,
  init: { client?: string; body?: BodyInit; contentType?: string } = {},
): Request {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) form.append(name, one);
  }
  const headers = new Headers({
    Origin: TEST_BASE_URL,
    "x-client-ip": init.client ?? nextClient(),
  });
  if (init.contentType) headers.set("Content-Type", init.contentType);
  return new Request(new URL("/work", TEST_BASE_URL), {
    method: "POST",
    headers,
    body: init.body ?? form,
  });
}

type Reply = {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
};

async function post(context: AppLoadContext, request: Request) {
  const result = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
  return { status: result.init?.status ?? 200, reply: result.data as Reply };
}

const unique = () => randomBytes(4).toString("hex");

describe.each(DATABASE_KINDS)("team enquiries on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  const staff = () => context.services.config.contactEmail;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  const storedFor = (email: string) =>
    database.db.select().from(teamEnquiries).where(eq(teamEnquiries.email, email));
  const mailTo = (to: string) =>
    database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  const staffMailAbout = async (firm: string) =>
    (await mailTo(staff())).filter((mail) => mail.subject.startsWith(`Team enquiry: ${firm} (`));

  const validFields = (id: string): Fields => ({
    firmName: `Hopper & Lovelace ${id} LLP`,
    contactName: "Grace Hopper",
    email: `Grace-${id}@Example.com`,
    phone: "(212) 555-0199",
    attorneys: "24",
    states: ["new-york", "texas"],
    message: "We would like a plan for our litigation group.",
    website: "",
  });

  it("stores the enquiry, e-mails the staff and acknowledges the enquirer", async () => {
    const id = unique();
    const fields = validFields(id);
    const email = `grace-${id}@example.com`;
    const { status, reply } = await post(context, enquiryRequest(fields));
    expect(status).toBe(200);
    expect(reply.ok).toBe(true);
    expect(reply.message).toContain(email);
    expect(reply.message).toContain("within one business day");

    const [stored, ...more] = await storedFor(email);
    expect(more).toHaveLength(0);
    expect(stored).toMatchObject({
      firmName: `Hopper & Lovelace ${id} LLP`,
      contactName: "Grace Hopper",
      phone: "(212) 555-0199",
      attorneys: 24,
      states: ["new-york", "texas"],
      message: "We would like a plan for our litigation group.",
    });

    const staffMail = await staffMailAbout(`Hopper & Lovelace ${id} LLP`);
    expect(staffMail).toHaveLength(1);
    expect(staffMail[0]?.subject).toBe(`Team enquiry: Hopper & Lovelace ${id} LLP (24 attorneys)`);
    expect(staffMail[0]?.text).toContain(email);
    expect(staffMail[0]?.text).toContain("New York, Texas");
    expect(staffMail[0]?.text).toContain("We would like a plan for our litigation group.");

    const acknowledgement = await mailTo(email);
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]?.subject).toBe("We received your team plan enquiry");
    expect(acknowledgement[0]?.text).toContain("team plan for 24 attorneys");
    expect(acknowledgement[0]?.text).toContain("within one business day");
    // The enquirer has no account: the footer says why the mail came.
    expect(acknowledgement[0]?.text).toContain("given with a team plan enquiry");
    expect(acknowledgement[0]?.text).not.toContain("on your account");
    // The visitor's own words are not relayed to the address they typed.
    expect(acknowledgement[0]?.text).not.toContain("litigation group");
  });

  it("takes the optional fields as not given", async () => {
    const id = unique();
    const { status } = await post(
      context,
      enquiryRequest({
        firmName: `Solo ${id}`,
        contactName: "Ada Lovelace",
        email: `ada-${id}@example.com`,
        attorneys: "1",
      }),
    );
    expect(status).toBe(200);
    const [stored] = await storedFor(`ada-${id}@example.com`);
    expect(stored).toMatchObject({ phone: null, states: [], message: null, attorneys: 1 });
    const [mail] = await staffMailAbout(`Solo ${id}`);
    expect(mail?.subject).toBe(`Team enquiry: Solo ${id} (1 attorney)`);
  });

  it("counts a line break in the message as one character, as the browser's maxLength does", async () => {
    const id = unique();
    // 4000 characters as the textarea counts them, 6000 as CRLF on the wire.
    const message = `${"line\r\n".repeat(799)}last!`;
    const { status } = await post(context, enquiryRequest({ ...validFields(id), message }));
    expect(status).toBe(200);
    const [stored] = await storedFor(`grace-${id}@example.com`);
    expect(stored?.message).toBe(`${"line\n".repeat(799)}last!`);
  });

  it("answers bad input with 400 and field messages, and stores nothing", async () => {
    const id = unique();
    const good = validFields(id);
    const email = `grace-${id}@example.com`;
    const cases: { fields: Fields; field: string; message: string }[] = [
      { fields: { ...good, attorneys: "abc" }, field: "attorneys", message: "whole number" },
      { fields: { ...good, attorneys: "-1" }, field: "attorneys", message: "at least 1" },
      { fields: { ...good, attorneys: "0" }, field: "attorneys", message: "at least 1" },
      { fields: { ...good, attorneys: "2.5" }, field: "attorneys", message: "whole number" },
      { fields: { ...good, attorneys: "100001" }, field: "attorneys", message: "at most 100,000" },
      { fields: { ...good, attorneys: "" }, field: "attorneys", message: "number of attorneys" },
      { fields: { ...good, email: "not-an-address" }, field: "email", message: "valid e-mail" },
      { fields: { ...good, firmName: "   " }, field: "firmName", message: "firm's name" },
      { fields: { ...good, contactName: "" }, field: "contactName", message: "your name" },
      { fields: { ...good, phone: "call me" }, field: "phone", message: "phone number" },
      {
        fields: { ...good, states: ["new-york", "california"] },
        field: "states",
        message: "from the list",
      },
      {
        fields: { ...good, message: "x".repeat(4001) },
        field: "message",
        message: "at most 4000",
      },
    ];
    for (const { fields, field, message } of cases) {
      const { status, reply } = await post(context, enquiryRequest(fields));
      expect(status, `${field}: ${JSON.stringify(fields[field])}`).toBe(400);
      expect(reply.ok).toBe(false);
      expect(reply.errors[field]).toContain(message);
    }
    // Every required field missing: a message for each, not zod's type errors.
    const empty = await post(context, enquiryRequest({}));
    expect(empty.status).toBe(400);
    expect(empty.reply.errors).toEqual({
      firmName: "Enter your firm's name.",
      contactName: "Enter your name.",
      email: "Enter a valid e-mail address.",
      attorneys: "Enter the number of attorneys.",
    });
    expect(await storedFor(email)).toHaveLength(0);
    expect(await mailTo(email)).toHaveLength(0);
  });

  it("answers an unreadable or oversized body with 400, never 500", async () => {
    const id = unique();
    const good = validFields(id);
    const email = `grace-${id}@example.com`;
    const withNul = await post(context, enquiryRequest({ ...good, message: "a\u0000b" }));
    expect(withNul.status).toBe(400);
    expect(withNul.reply.message).toMatch(/could not read the form/);

    const json = await post(
      context,
      enquiryRequest({}, { body: JSON.stringify(good), contentType: "application/json" }),
    );
    expect(json.status).toBe(400);
    expect(json.reply.message).toMatch(/could not read the form/);

    const huge = await post(context, enquiryRequest({ ...good, message: "x".repeat(2_000_000) }));
    expect(huge.status).toBe(400);
    expect(huge.reply.message).toMatch(/too long to send/);

    const garbage = await post(
      context,
      enquiryRequest({}, { body: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x" }),
    );
    expect(garbage.status).toBe(400);

    expect(await storedFor(email)).toHaveLength(0);
  });

  it("a multipart post (as a script-less browser may send) is read too", async () => {
    const id = unique();
    const form = new FormData();
    for (const [name, value] of Object.entries(validFields(id))) {
      for (const one of [value].flat()) form.append(name, one);
    }
    const { status } = await post(context, enquiryRequest({}, { body: form }));
    expect(status).toBe(200);
    const [stored] = await storedFor(`grace-${id}@example.com`);
    expect(stored?.states).toEqual(["new-york", "texas"]);
  });

  it("ignores a bot that fills in the honeypot, with the same answer", async () => {
    const id = unique();
    const { status, reply } = await post(
      context,
      enquiryRequest({ ...validFields(id), website: "http://spam.example" }),
    );
    expect(status).toBe(200);
    expect(reply.ok).toBe(true);
    expect(await storedFor(`grace-${id}@example.com`)).toHaveLength(0);
    expect(await mailTo(`grace-${id}@example.com`)).toHaveLength(0);
    expect(await staffMailAbout(`Hopper & Lovelace ${id} LLP`)).toHaveLength(0);
  });

  it("limits each client address to 5 enquiries per 10 minutes", async () => {
    const client = "198.51.100.7";
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) {
      const { status, reply } = await post(
        context,
        enquiryRequest(validFields(unique()), { client }),
      );
      statuses.push(status);
      if (status === 429) expect(reply.message).toMatch(/wait ten minutes/);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client is not affected.
    expect((await post(context, enquiryRequest(validFields(unique())))).status).toBe(200);
  });

  it("two simultaneous identical posts store and send once", async () => {
    const id = unique();
    const fields = validFields(id);
    const results = await Promise.all([
      post(context, enquiryRequest(fields)),
      post(context, enquiryRequest(fields)),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(results.every((result) => result.reply.ok)).toBe(true);
    expect(await storedFor(`grace-${id}@example.com`)).toHaveLength(1);
    expect(await staffMailAbout(`Hopper & Lovelace ${id} LLP`)).toHaveLength(1);
    expect(await mailTo(`grace-${id}@example.com`)).toHaveLength(1);
  });

  it("the same enquiry is new again after ten minutes, and a different message is new at once", async () => {
    const id = unique();
    const input = teamEnquirySchema.parse(validFields(id));
    const mailer = context.services.mailer;
    const options = { staffEmail: staff() };
    const start = new Date();
    expect(await sendTeamEnquiry(database.db, mailer, options, input, start)).toBe("sent");
    const nineMinutes = new Date(start.getTime() + 9 * 60_000);
    expect(await sendTeamEnquiry(database.db, mailer, options, input, nineMinutes)).toBe(
      "duplicate",
    );
    // Firm names differ only in case: still the same enquiry.
    const shouted = { ...input, firmName: input.firmName.toUpperCase() };
    expect(await sendTeamEnquiry(database.db, mailer, options, shouted, nineMinutes)).toBe(
      "duplicate",
    );
    const other = { ...input, message: "And a second question." };
    expect(await sendTeamEnquiry(database.db, mailer, options, other, nineMinutes)).toBe("sent");
    const elevenMinutes = new Date(start.getTime() + 11 * 60_000);
    expect(await sendTeamEnquiry(database.db, mailer, options, input, elevenMinutes)).toBe("sent");
    expect(await storedFor(input.email)).toHaveLength(3);
  });
});
