import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { defaultAidPolicy } from "~/content/financial-aid";
import {
  FINANCIAL_AID_RULES,
  minimumAidPercent,
  statementRequiredOnCoursePages,
} from "~/content/state-rules/financial-aid-rules-data";
import { barAdmissions } from "~/db/schema/accounts";
import { courses } from "~/db/schema/catalogue";
import { aidRequests, discountCodes } from "~/db/schema/discounts";
import { inboxItems } from "~/db/schema/inbox";
import { DISCOUNT_MESSAGES } from "~/modules/discounts/discount-messages";
import {
  AID_DECISION_MESSAGES,
  decideAidRequest,
} from "~/modules/financial-aid/decide-aid-request.server";
import { loadAidPolicy } from "~/modules/financial-aid/load-aid-policy.server";
import { AID_REQUEST_MESSAGES, requestAid } from "~/modules/financial-aid/request-aid.server";
import { saveAidPolicy } from "~/modules/financial-aid/save-aid-policy.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { outboxMessages } from "../setup/test-services";
import { NOW, seatBuyers } from "../support/seat-buyers";

// Financial aid: the rule data (Illinois' least reduction, New York's
// statement), the policy's versions under the stale-save rule, and a request
// from the attorney to the staff's decision and the code it mails.

const LEAD: StaffActor = {
  id: null,
  email: "aid-lead@example.com",
  roles: ["support"],
  ipAddress: null,
};
const OTHER: StaffActor = {
  id: null,
  email: "other-lead@example.com",
  roles: ["support"],
  ipAddress: null,
};
const OPTIONS = { baseUrl: "http://localhost:3000", contactEmail: "support@lexedgecle.com" };

describe("the states' financial-aid rules (section 2 of the research)", () => {
  it.each([
    { state: "illinois", price: 50_001, on: "2026-12-05", percent: 50 },
    { state: "illinois", price: 50_000, on: "2026-12-05", percent: 0 },
    { state: "illinois", price: 29_900, on: "2026-12-05", percent: 0 },
    { state: "new-jersey", price: 90_000, on: "2026-12-05", percent: 0 },
    { state: "new-york", price: 90_000, on: "2026-12-05", percent: 0 },
    { state: "texas", price: 90_000, on: "2026-12-05", percent: 0 },
  ])("$state at $price cents: at least $percent %", ({ state, price, on, percent }) => {
    expect(minimumAidPercent(state, price, on)).toBe(percent);
  });

  it.each([
    { state: "illinois", required: true, confidence: "official", statement: true },
    { state: "new-jersey", required: true, confidence: "official", statement: false },
    { state: "new-york", required: true, confidence: "secondary", statement: true },
  ])("$state: policy required ($confidence)", ({ state, required, confidence, statement }) => {
    const rules = FINANCIAL_AID_RULES.find((item) => item.slug === state);
    const version = rules?.versions[0];
    expect(version?.policyRequired).toMatchObject({ value: required, confidence });
    expect(statementRequiredOnCoursePages(state, "2026-12-05")).toBe(statement);
    // Every fact names its source keys, unless unconfirmed.
    for (const fact of [version?.policyRequired, version?.minimumReduction]) {
      if (fact?.confidence !== "unconfirmed") expect(fact?.sources.length).toBeGreaterThan(0);
      for (const key of fact?.sources ?? [])
        expect(Object.keys(rules?.sources ?? {})).toContain(key);
    }
  });

  it("the default policy holds Illinois' four elements, the 50 % rule, New Jersey's waiver", () => {
    const text = defaultAidPolicy("help@example.com");
    expect(text).toContain("Financial aid is offered to all Illinois attorneys");
    expect(text).toContain("Criteria");
    expect(text).toContain("How to apply");
    expect(text).toContain("Write to help@example.com");
    expect(text).toContain("at least 50 %");
    expect(text).toContain("$500");
    expect(text).toContain("full fee waiver");
  });
});

describe.each(DATABASE_KINDS)("financial aid on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const { newUser, order } = buyers;
  const account = async (state = "new-york") => {
    const uid = await newUser();
    return { uid, name: "Ada Lovelace", email: `${uid}@example.com`, state };
  };
  const ask = async (
    who: { uid: string; name: string; email: string; state: string },
    courseId = SPLASH_COURSE_ID,
  ) =>
    requestAid(
      buyers.db,
      who,
      {
        courseId,
        state: who.state,
        employmentStatus: "unemployed",
        reason: "I lost my job in October and cannot pay the full fee.",
      },
      NOW,
    );

  it("the policy: default text at version 0, then versions; a save from an older one is refused", async () => {
    const first = await loadAidPolicy(buyers.db, "help@example.com");
    expect(first).toMatchObject({ version: 0, body: defaultAidPolicy("help@example.com") });
    const text = `${first.body}\n\nA new paragraph.`;
    expect(await saveAidPolicy(buyers.db, LEAD, { version: 0, body: text })).toEqual({
      ok: true,
      version: 1,
    });
    // Someone else, still on the default text.
    expect(await saveAidPolicy(buyers.db, OTHER, { version: 0, body: text })).toMatchObject({
      ok: false,
      reason: "overtaken",
      by: LEAD.email,
    });
    expect(await saveAidPolicy(buyers.db, OTHER, { version: 1, body: `${text} Two.` })).toEqual({
      ok: true,
      version: 2,
    });
    expect(await saveAidPolicy(buyers.db, LEAD, { version: 1, body: text })).toMatchObject({
      ok: false,
      reason: "overtaken",
      by: OTHER.email,
    });
    expect(await loadAidPolicy(buyers.db, "x@example.com")).toMatchObject({
      version: 2,
      body: `${text} Two.`,
    });
  });

  it("a request reaches the inbox as its own kind; a second open one for the course is refused", async () => {
    const who = await account();
    const sent = await ask(who);
    if (!sent.ok) throw new Error(sent.message);
    const [item] = await buyers.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.kind, "aid"), eq(inboxItems.sourceId, sent.requestId)));
    expect(item).toMatchObject({ fromEmail: who.email, status: "new" });
    expect(await ask(who)).toEqual({
      ok: false,
      status: 409,
      message: AID_REQUEST_MESSAGES.pending,
    });
    expect(await ask(who, "no-such-course")).toMatchObject({ ok: false, status: 404 });
  });

  it("Illinois, a course over $500: less than 50 % is refused, whatever the form sent", async () => {
    await buyers.db
      .update(courses)
      .set({ priceCents: 60_000 })
      .where(eq(courses.id, SPLASH_COURSE_ID));
    try {
      const cases = [
        { state: "illinois", bar: false, grant: { kind: "percent", value: 49 }, ok: false },
        { state: "illinois", bar: false, grant: { kind: "amount", value: 29_999 }, ok: false },
        { state: "illinois", bar: false, grant: { kind: "percent", value: 50 }, ok: true },
        { state: "illinois", bar: false, grant: { kind: "amount", value: 30_000 }, ok: true },
        // Admitted in Illinois by a bar admission on the account, though the request said New York.
        { state: "new-york", bar: true, grant: { kind: "percent", value: 40 }, ok: false },
        { state: "new-york", bar: false, grant: { kind: "percent", value: 40 }, ok: true },
      ] as const;
      for (const item of cases) {
        const who = await account(item.state);
        if (item.bar) {
          await buyers.db
            .insert(barAdmissions)
            .values({ id: `bar-${who.uid}`, uid: who.uid, state: "illinois", barNumber: "123" });
        }
        const sent = await ask(who);
        if (!sent.ok) throw new Error(sent.message);
        const decided = await decideAidRequest(
          buyers.db,
          buyers.mailer(),
          LEAD,
          { ...OPTIONS, requestId: sent.requestId },
          { grant: true, ...item.grant, note: null },
          NOW,
        );
        if (item.ok) expect(decided, JSON.stringify(item)).toMatchObject({ ok: true });
        else
          expect(decided, JSON.stringify(item)).toEqual({
            ok: false,
            status: 422,
            field: "value",
            message: AID_DECISION_MESSAGES.minimum(50, "$600"),
          });
      }
    } finally {
      await buyers.db
        .update(courses)
        .set({ priceCents: 29_900 })
        .where(eq(courses.id, SPLASH_COURSE_ID));
    }
  });

  it("a grant mails a single-use code for that account and course; the request is decided once", async () => {
    const who = await account();
    const sent = await ask(who);
    if (!sent.ok) throw new Error(sent.message);
    const decided = await decideAidRequest(
      buyers.db,
      buyers.mailer(),
      LEAD,
      { ...OPTIONS, requestId: sent.requestId },
      { grant: true, kind: "percent", value: 60, note: "Good luck with the search." },
      NOW,
    );
    if (!decided.ok || !decided.code) throw new Error("not granted");
    const code = decided.code;
    const [mail] = await outboxMessages(buyers.db, who.email, "aid-decision");
    expect(mail?.text).toContain(code);
    expect(mail?.text.replace(/\s+/g, " ")).toContain("you pay $119.60");
    const [row] = await buyers.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row).toMatchObject({
      uid: who.uid,
      courseId: SPLASH_COURSE_ID,
      useLimit: 1,
      perAccountLimit: 1,
      purpose: "aid",
    });
    const [item] = await buyers.db
      .select({ status: inboxItems.status })
      .from(inboxItems)
      .where(and(eq(inboxItems.kind, "aid"), eq(inboxItems.sourceId, sent.requestId)));
    expect(item?.status).toBe("done");
    // Decided once.
    expect(
      await decideAidRequest(
        buyers.db,
        buyers.mailer(),
        OTHER,
        { ...OPTIONS, requestId: sent.requestId },
        { grant: false, reason: "No." },
        NOW,
      ),
    ).toEqual({ ok: false, status: 409, message: AID_DECISION_MESSAGES.decided });
    // Another account cannot use it; another course refuses it; the owner uses it once.
    const stranger = await newUser();
    expect(await order(stranger, { discountCode: code, expectedPriceCents: 11_960 })).toMatchObject(
      {
        ok: false,
        message: DISCOUNT_MESSAGES.unknown,
      },
    );
    expect(await order(who.uid, { discountCode: code, expectedPriceCents: 11_960 })).toMatchObject({
      ok: true,
    });
    const placed = await buyers.db
      .select()
      .from(aidRequests)
      .where(eq(aidRequests.id, sent.requestId));
    expect(placed[0]?.status).toBe("granted");
  });

  it("a decline mails the reason and makes no code", async () => {
    const who = await account();
    const sent = await ask(who);
    if (!sent.ok) throw new Error(sent.message);
    const decided = await decideAidRequest(
      buyers.db,
      buyers.mailer(),
      LEAD,
      { ...OPTIONS, requestId: sent.requestId },
      { grant: false, reason: "Aid this quarter is spent; please ask again in January." },
      NOW,
    );
    expect(decided).toEqual({ ok: true, code: null });
    const [mail] = await outboxMessages(buyers.db, who.email, "aid-decision");
    expect(mail?.text).toContain("Aid this quarter is spent");
    expect(
      await buyers.db.select().from(discountCodes).where(eq(discountCodes.uid, who.uid)),
    ).toEqual([]);
  });
});
