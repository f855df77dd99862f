import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { courseBundles, courses } from "~/db/schema/catalogue";
import { discountCodes } from "~/db/schema/discounts";
import { requireDay } from "~/lib/iso-dates";
import { zonedTimeToUtc } from "~/lib/time";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import type { NewDiscountCode } from "./discount-forms";

type CreateResult =
  | { ok: true; codeId: string }
  | { ok: false; field: keyof NewDiscountCode; message: string };

/** The first instant of a day in the schedule's time zone (codes run by Eastern days). */
export function dayStart(day: string): Date {
  const { year, month, day: date } = requireDay(day, "day");
  return zonedTimeToUtc({ year, month, day: date, hour: 0, minute: 0 }, SCHEDULE_TIME_ZONE);
}

/** The instant after a day ends, in the schedule's time zone. */
export function dayEnd(day: string): Date {
  const start = dayStart(day);
  // The next day's midnight (a day of 23 or 25 hours included).
  const next = new Date(start.getTime() + 26 * 60 * 60_000).toISOString().slice(0, 10);
  return dayStart(next);
}

/**
 * Creates a discount code from the staff's form, and its audit entry in the
 * same transaction. A taken code, an unknown course, bundle or account is
 * refused with its field.
 */
export async function createDiscountCode(
  db: Database,
  actor: StaffActor,
  form: NewDiscountCode,
  extra: { purpose?: "promotion" | "aid"; uid?: string | null } = {},
): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: discountCodes.id })
      .from(discountCodes)
      .where(eq(discountCodes.code, form.code));
    if (taken) return { ok: false, field: "code", message: "This code exists already." };
    if (form.courseId) {
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, form.courseId));
      if (!course) return { ok: false, field: "courseId", message: "Choose the course." };
    }
    if (form.bundleId) {
      const [bundle] = await tx
        .select({ id: courseBundles.id })
        .from(courseBundles)
        .where(eq(courseBundles.id, form.bundleId));
      if (!bundle) return { ok: false, field: "bundleId", message: "Choose the bundle." };
    }
    let uid = extra.uid ?? null;
    if (!uid && form.accountEmail) {
      const [account] = await tx
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, form.accountEmail));
      if (!account)
        return { ok: false, field: "accountEmail", message: "No account has this e-mail address." };
      uid = account.id;
    }
    const id = `dc_${randomUUID().replaceAll("-", "")}`;
    const row = {
      id,
      code: form.code,
      kind: form.kind,
      value: form.value,
      scope: form.scope,
      courseId: form.courseId,
      bundleId: form.bundleId,
      useLimit: form.useLimit,
      perAccountLimit: form.perAccountLimit,
      startsAt: dayStart(form.startsOn),
      endsAt: form.endsOn ? dayEnd(form.endsOn) : null,
      uid,
      purpose: extra.purpose ?? "promotion",
      note: form.note,
      createdBy: actor.email,
    };
    await tx.insert(discountCodes).values(row);
    await recordStaffAction(tx, actor, {
      action: "discount-code.create",
      recordType: "discount-code",
      recordId: id,
      after: row,
    });
    return { ok: true, codeId: id };
  });
}
