import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUNDLE_STATUS_CHANGES } from "~/modules/bundle-editing/bundle-forms";
import { COURSE_STATUS_CHANGES } from "~/modules/course-editing/course-fields";
import { AUDIT_ACTIONS } from "~/modules/staff/audit-actions";
import {
  type AuditNames,
  type DescribedEntry,
  NO_NAMES,
  recordPath,
  sentenceText,
} from "~/modules/staff/audit-sentence";
import {
  actionChoices,
  describeAuditEntry,
  namesForShredded,
} from "~/modules/staff/describe-audit-entry";

// Every action the console records reads as a sentence, with the records it
// names linked; an action code added anywhere in app/ without words here
// fails the first test.

const APP = path.resolve(import.meta.dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(item.name) ? [full] : [];
  });
}

// An action code built from a template: what each template can become. A new
// template fails the test until it is listed here (and its codes described).
const TEMPLATES: Record<string, readonly string[]> = {
  "bundle.${change.kind}-course": ["add", "remove", "move"].map((k) => `bundle.${k}-course`),
  "bundle.${change}": Object.keys(BUNDLE_STATUS_CHANGES).map((k) => `bundle.${k}`),
  "course.${change}": Object.keys(COURSE_STATUS_CHANGES).map((k) => `course.${k}`),
  "course.materials-${change.kind}": ["titles", "move", "remove", "restore"].map(
    (k) => `course.materials-${k}`,
  ),
};

/** Every action code written to the audit log by a file that writes entries. */
function recordedCodes(): { codes: Set<string>; unknownTemplates: string[] } {
  const codes = new Set<string>();
  const unknownTemplates: string[] = [];
  for (const file of sourceFiles(APP)) {
    const source = readFileSync(file, "utf8");
    if (!/recordStaffAction\(|recordChangedFields\(/.test(source)) continue;
    if (file.endsWith(path.join("staff", "record-staff-action.server.ts"))) continue;
    for (const match of source.matchAll(/\baction:\s*(`[^`]*`|[^,}\n]+)/g)) {
      const expression = match[1] ?? "";
      for (const literal of expression.matchAll(/"([a-z_-]+\.[a-z_.-]+)"/g)) {
        codes.add(literal[1] ?? "");
      }
      for (const template of expression.matchAll(/`([^`]*)`/g)) {
        const expanded = TEMPLATES[template[1] ?? ""];
        if (expanded) for (const code of expanded) codes.add(code);
        else unknownTemplates.push(`${path.relative(APP, file)}: ${template[1]}`);
      }
    }
  }
  return { codes, unknownTemplates };
}

const entry = (over: Partial<DescribedEntry>): DescribedEntry => ({
  action: "course.publish",
  recordType: "course",
  recordId: "ai-and-the-law",
  actorId: "u-sam",
  actorEmail: "sam@example.com",
  before: null,
  after: null,
  reason: null,
  ...over,
});

const NAMES: AuditNames = {
  ...NO_NAMES,
  people: { "u-sam": "Sam Lee", "u-ada": "Ada Park", "u-jo": "Jo Doe" },
  courses: { "ai-and-the-law": "AI and the Law", "ethics-101": "Ethics 101" },
  sessions: {
    "ai-and-the-law-1": {
      courseId: "ai-and-the-law",
      courseTitle: "AI and the Law",
      startsAt: new Date("2027-03-03T18:00:00Z"),
    },
    "ai-and-the-law-2": {
      courseId: "ai-and-the-law",
      courseTitle: "AI and the Law",
      startsAt: new Date("2027-03-10T18:30:00Z"),
    },
  },
  orders: { ord_1043: { attendeeId: "u-ada", attendee: "Ada Park", courseName: "AI and the Law" } },
  certificates: {
    "LX-1": { holderId: "u-ada", holder: "Ada Park", courseTitle: "AI and the Law" },
  },
  discountCodes: { dc_1: "HARDSHIP-ADA" },
  inbox: { "contact:m1": "Ben Ray", "aid:ar_1": "Ada Park" },
};

const say = (over: Partial<DescribedEntry>, names = NAMES) =>
  sentenceText(describeAuditEntry(entry(over), names));
const links = (over: Partial<DescribedEntry>, names = NAMES) =>
  describeAuditEntry(entry(over), names).flatMap((part) =>
    typeof part === "string" ? [] : [[part.text, part.href]],
  );

describe("the audit log's words", () => {
  it("has a describer for every action code recorded in app/, and none for a code no longer recorded", () => {
    const { codes, unknownTemplates } = recordedCodes();
    expect(unknownTemplates, "an action code built from a new template: list it above").toEqual([]);
    // The scan finds what it should (a sanity check on the scan itself).
    expect(codes).toContain("order.refund");
    expect(codes).toContain("session.reschedule");
    expect(codes).toContain("course.archive");
    const missing = [...codes].filter((code) => !Object.hasOwn(AUDIT_ACTIONS, code));
    expect(missing, "action codes without words in app/modules/staff/audit-actions.ts").toEqual([]);
    const stale = Object.keys(AUDIT_ACTIONS).filter((code) => !codes.has(code));
    expect(stale, "describers of codes nothing records any more").toEqual([]);
  });

  it("says a refund with its amount, order, attendee and reason, each record linked", () => {
    const refund = {
      action: "order.refund",
      recordType: "order",
      recordId: "ord_1043",
      before: { status: "paid", refundedCents: 0 },
      after: { refundId: "rf_1", amountCents: 3900, releaseAccess: false },
      reason: "duplicate purchase",
    };
    expect(say(refund)).toBe(
      "Sam Lee refunded $39 of order ord_1043 to Ada Park: duplicate purchase",
    );
    expect(links(refund)).toEqual([
      ["ord_1043", "/staff/orders/ord_1043"],
      ["Ada Park", "/staff/attendees/u-ada"],
    ]);
  });

  it("says a session by its time in the schedule's zone and its course", () => {
    const cancel = {
      action: "session.cancel",
      recordType: "live-session",
      recordId: "ai-and-the-law-1",
      before: { cancelledAt: null, registrants: 14 },
      after: { cancelledAt: "2027-03-01T10:00:00Z" },
    };
    expect(say(cancel)).toBe(
      "Sam Lee cancelled the live session of March 3, 2027, 1 pm ET of AI and the Law (14 registrants told)",
    );
    expect(links(cancel)).toEqual([
      ["March 3, 2027, 1 pm ET", "/staff/live-sessions/ai-and-the-law-1"],
      ["AI and the Law", "/staff/courses/ai-and-the-law"],
    ]);
    expect(
      say({
        action: "registration.move",
        recordType: "registration",
        recordId: "u-ada_ai-and-the-law",
        before: { liveSessionId: "ai-and-the-law-1" },
        after: { liveSessionId: "ai-and-the-law-2" },
        reason: "Asked by phone",
      }),
    ).toBe(
      "Sam Lee moved Ada Park’s registration for AI and the Law from the live session of March 3, 2027, 1 pm ET of AI and the Law to the live session of March 10, 2027, 1:30 pm ET of AI and the Law: Asked by phone",
    );
  });

  it("says what a course edit changed, and the course's lifecycle", () => {
    expect(
      say({
        action: "course.update",
        before: { title: "AI", price: 100, memberPrice: 80 },
        after: { title: "AI and the Law", price: 120, memberPrice: 90 },
      }),
    ).toBe("Sam Lee changed the title, price and member price of course AI and the Law");
    expect(say({ action: "course.archive" })).toBe("Sam Lee archived course AI and the Law");
    expect(links({ action: "course.archive" })).toEqual([
      ["AI and the Law", "/staff/courses/ai-and-the-law"],
    ]);
  });

  it("names people, certificates, inbox items and codes", () => {
    expect(
      say({
        action: "staff.grant",
        recordType: "account",
        recordId: "u-jo",
        after: { email: "jo@example.com", role: "support" },
        reason: "Joins as support",
      }),
    ).toBe("Sam Lee gave Jo Doe the Support role: Joins as support");
    expect(
      say({
        action: "certificate.revoke",
        recordType: "certificate",
        recordId: "LX-1",
        reason: "Did not attend",
      }),
    ).toBe("Sam Lee revoked LX-1 of Ada Park for AI and the Law: Did not attend");
    expect(
      say({
        action: "inbox.update",
        recordType: "inbox-item",
        recordId: "contact:m1",
        before: { status: "new", assigneeId: null },
        after: { status: "done", assigneeId: "u-jo" },
      }),
    ).toBe("Sam Lee updated the inbox item from Ben Ray: marked it done and assigned it to Jo Doe");
    expect(
      say({
        action: "aid-request.grant",
        recordType: "aid-request",
        recordId: "ar_1",
        after: { status: "granted", discountCodeId: "dc_1", kind: "percent", value: 50 },
      }),
    ).toBe(
      "Sam Lee granted the financial aid request from Ada Park (50% off) with code HARDSHIP-ADA",
    );
  });

  it("names a firm and links its staff page", () => {
    const note = {
      action: "firm.note",
      recordType: "firm",
      recordId: "f_1",
      after: { note: "Hi" },
    };
    const names = { ...NAMES, firms: { f_1: "Park & Lee LLP" } };
    expect(say(note, names)).toBe("Sam Lee added a note to firm Park & Lee LLP");
    expect(links(note, names)).toEqual([["Park & Lee LLP", "/staff/firms/f_1"]]);
  });

  it("still reads as a sentence without names, details or a known action", () => {
    // A code someone adds later, before it has words.
    expect(
      say({ action: "firm.retired-code", recordType: "firm", recordId: "f_123", actorId: null }),
    ).toBe("sam@example.com did firm.retired-code on firm f_123");
    // A known record type keeps its link.
    expect(
      links({ action: "order.something-new", recordType: "order", recordId: "ord_9" }),
    ).toEqual([["ord_9", "/staff/orders/ord_9"]]);
    // Shredded details, deleted records, closed accounts: ids stand in for names.
    expect(
      say(
        { action: "order.refund", recordType: "order", recordId: "ord_7", actorId: "gone" },
        NO_NAMES,
      ),
    ).toBe("sam@example.com refunded order ord_7");
    // A shredded entry names no attendee, only the actor and the catalogue.
    expect(
      say(
        { action: "certificate.revoke", recordType: "certificate", recordId: "LX-1" },
        namesForShredded(NAMES, "u-sam"),
      ),
    ).toBe("Sam Lee revoked certificate LX-1");
    // Actors that are not accounts.
    expect(say({ actorId: null, actorEmail: "shell:root@box" })).toBe(
      "A shell command (root@box) published course AI and the Law",
    );
    expect(say({ actorId: null, actorEmail: "Stripe dashboard", action: "course.publish" })).toBe(
      "Stripe dashboard published course AI and the Law",
    );
  });

  it("describes every known action without throwing, shredded or not", () => {
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      for (const recordType of ["course", "order", "live-session", "bundle", "account"]) {
        const said = say({ action, recordType, recordId: "x_1" }, NO_NAMES);
        expect(said, action).toMatch(/^Sam Lee |^sam@example\.com /);
        expect(said, action).not.toMatch(/undefined|null|\[object/);
      }
    }
  });

  it("writes the same words without links for the export, for every action and record", () => {
    const recordTypes = [
      ...["course", "order", "live-session", "bundle", "account", "attendee", "registration"],
      ...["certificate", "inbox-item", "aid-request", "discount-code", "firm", "bar_report"],
      ...["course_question", "evaluation-form", "faculty", "aid-policy", "mailing", "other"],
    ];
    const ids: Record<string, string> = {
      registration: "u-ada_ai-and-the-law",
      certificate: "LX-1",
      "live-session": "ai-and-the-law-1",
      order: "ord_1043",
      "inbox-item": "contact:m1",
      "aid-request": "ar_1",
    };
    let compared = 0;
    for (const action of [...Object.keys(AUDIT_ACTIONS), "firm.retired-code"]) {
      for (const recordType of recordTypes) {
        const one = entry({
          action,
          recordType,
          recordId: ids[recordType] ?? "ai-and-the-law",
          before: { liveSessionId: "ai-and-the-law-2", email: "ada@example.com" },
          after: { liveSessionId: "ai-and-the-law-1", courseId: "ethics-101" },
          reason: "Asked to.",
        });
        const linked = describeAuditEntry(one, NAMES);
        const plain = describeAuditEntry(one, NAMES, { linked: false });
        expect(plain.every((part) => typeof part === "string")).toBe(true);
        expect(sentenceText(plain), `${action} on ${recordType}`).toBe(sentenceText(linked));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("links each kind of record to its staff page", () => {
    expect(recordPath("inbox-item", "contact:m 1")).toBe("/staff/inbox/contact/m%201");
    expect(recordPath("registration", "u-ada_ai")).toBe("/staff/attendees/u-ada");
    expect(recordPath("bar_report", "r1")).toBe("/staff/reports/r1");
    expect(recordPath("certificates", "2026-01-01")).toBeNull();
  });

  it("offers the actions in words, grouped, with unknown codes under Other", () => {
    const groups = actionChoices(["order.refund", "firm.retired-code"]);
    expect(groups.find((group) => group.label === "Orders")?.options).toContainEqual({
      value: "order.refund",
      label: "Refunded an order",
    });
    expect(groups.at(-1)).toEqual({
      label: "Other",
      options: [{ value: "firm.retired-code", label: "firm.retired-code" }],
    });
  });
});
