// The course editor's page when a save changes issued certificates' credits
// (docs/decisions/0042): it asks beside the credit hours with a 400 and the
// form as typed; the answer goes through the form's schema; the course's
// version check still holds.

import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { courseCredits } from "~/db/schema/catalogue";
import { staffRoleGrants } from "~/db/schema/staff";
import { action } from "~/routes/staff/course/details";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";
import { START } from "../support/attendance-fixtures";
import { detailsFields } from "../support/course-form-fixtures";
import {
  createCreditsCourse,
  creditsCourseVersion,
  issuedCertificate,
  CREDITS_COURSE as SLUG,
} from "../support/credit-fixtures";

type ActionArgs = Parameters<typeof action>[0];

describe.each(DATABASE_KINDS)("the course editor asking about credits on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  const version = () => creditsCourseVersion(db());
  const issued = (credits: Record<string, number>) => issuedCertificate(db(), "texas", credits);

  afterAll(() => database?.destroy());

  let context: AppLoadContext;
  let cookie: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
    await createCreditsCourse(database.db);
    context = createTestContext(database);
    const staff = await signUpMember(context, `credits-manager-${kind}`);
    await db().update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await db().insert(staffRoleGrants).values({ userId: staff.user.id, role: "course_manager" });
    cookie = staff.cookie;
  });
  const post = async (form: Record<string, string>) => {
    const result = (await action({
      request: browserRequest(`/staff/courses/${SLUG}?index`, { form, cookie }),
      params: { courseId: SLUG },
      context: { ...context },
      unstable_pattern: "",
    } as unknown as ActionArgs)) as { init?: { status?: number } | null; data?: unknown };
    return { status: result.init?.status ?? 200, data: result.data };
  };
  const fields = async (overrides: Record<string, string>) => {
    const { facultyIds, ...rest } = detailsFields(await version(), overrides);
    return { ...rest, facultyIds: String(facultyIds) } as Record<string, string>;
  };

  it("asks beside the credits with a 400 and the form as typed; a choice it does not know is a 400 too", async () => {
    await issued({ general: 1 });
    await issued({ general: 1 });
    const asked = await post(await fields({ "credit-general": "1.5" }));
    expect(asked).toMatchObject({
      status: 400,
      data: {
        ok: false,
        message: expect.stringMatching(/^Not saved yet: /),
        errors: {
          creditChange:
            "2 valid certificates were issued with the credits you changed. Say whether the change corrects them or applies from now on.",
        },
        values: expect.objectContaining({ "credit-general": "1.5" }),
      },
    });
    const unknown = await post(await fields({ "credit-general": "1.5", creditChange: "maybe" }));
    expect(unknown).toMatchObject({
      status: 400,
      data: {
        errors: {
          creditChange:
            "Choose whether the new credits correct the certificates or apply from now on.",
        },
      },
    });
    // A stale version is refused before anything is asked, the choice made or not.
    for (const choice of [{}, { creditChange: "forward" }] as Record<string, string>[]) {
      const stale = await post({
        ...(await fields({ "credit-general": "1.5", ...choice })),
        version: String((await version()) - 1),
      });
      expect(stale.status).toBe(409);
    }
    const answered = await post(
      await fields({ "credit-general": "1.5", creditChange: "correction" }),
    );
    expect(answered).toMatchObject({
      status: 200,
      data: {
        ok: true,
        message:
          "The course is saved. 2 certificates issued under the earlier credits are re-issued with the corrected credits, and the holders are told.",
      },
    });
    const general = await db()
      .select({ hours: courseCredits.hours })
      .from(courseCredits)
      .where(and(eq(courseCredits.courseId, SLUG), eq(courseCredits.creditType, "general")));
    expect(general).toEqual([{ hours: 1.5 }]);
  });
});
