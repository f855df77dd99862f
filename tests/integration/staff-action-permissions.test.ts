import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_PERMISSIONS, type StaffPermission, type StaffRole } from "~/content/staff-roles";
import { user } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { staffAuditLog, staffRoleGrants } from "~/db/schema/staff";
import { revokeStaffRole } from "~/modules/staff/grant-staff-role.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { requireStaff } from "~/modules/staff/require-staff.server";
import * as sessionRoute from "~/routes/staff/live-session";
import * as orderRoute from "~/routes/staff/order";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";
import { postTo } from "../support/route-calls";
import { ACTIONS, IDENTITIES, type Identity, V } from "../support/staff-action-cases";

// Every staff action, intent by intent, as every identity: a
// signed-out visitor is sent to sign in, anyone whose roles lack the
// permission gets 403 with a message and nothing else, and nothing is
// written or mailed. The browser matrix (tests/e2e/staff-console.spec.ts)
// asks one intent per route through the real server; this asks them all.

const SHELL: StaffActor = { id: null, email: "shell:ops@host", roles: [], ipAddress: null };

describe.each(DATABASE_KINDS)("every staff action's permission on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  const cookies = new Map<Identity, string>();
  let combined: { email: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
    for (const identity of IDENTITIES) {
      if (identity === "anonymous") continue;
      const member = await signUpMember(context, `perm-${kind}-${identity.replace("+", "-")}`);
      await database.db
        .update(user)
        .set({ emailVerified: true })
        .where(eq(user.id, member.user.id));
      const roles: StaffRole[] =
        identity === "attorney"
          ? []
          : identity === "manager+support"
            ? ["course_manager", "support"]
            : [identity];
      for (const role of roles) {
        await database.db.insert(staffRoleGrants).values({ userId: member.user.id, role });
      }
      cookies.set(identity, member.cookie);
      if (identity === "manager+support") combined = member;
    }
  });
  afterAll(() => database?.destroy());

  const written = async () => ({
    audit: (await database.db.select({ n: count() }).from(staffAuditLog))[0]?.n,
    mail: (await database.db.select({ n: count() }).from(emailOutbox))[0]?.n,
  });

  it("lists every staff route with an action, and every intent of each", () => {
    const folder = path.join(process.cwd(), "app/routes/staff");
    const withAction = readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        readFileSync(path.join(folder, file), "utf8").includes("export async function action"),
      )
      .sort();
    expect([...new Set(ACTIONS.map((entry) => entry.file))].sort()).toEqual(withAction);
    for (const entry of ACTIONS) {
      if (!entry.intents) continue;
      const covered = new Set(entry.cases.map((item) => item.intent));
      expect([...covered].sort(), entry.file).toEqual(Object.keys(entry.intents).sort());
    }
  });

  it("refuses every action to whoever lacks its permission, writing and mailing nothing", async () => {
    const before = await written();
    for (const entry of ACTIONS) {
      for (const item of entry.cases) {
        const form = item.intent ? { intent: item.intent, ...item.form } : item.form;
        for (const identity of IDENTITIES) {
          if (item.allowed.includes(identity)) continue;
          const label = `${identity} → ${entry.path} ${item.intent ?? ""}`;
          const answer = await postTo(
            entry.action,
            context,
            entry.path,
            entry.params,
            form,
            cookies.get(identity),
          );
          if (identity === "anonymous") {
            expect(answer.status, label).toBe(302);
            expect(answer.location, label).toMatch(/^\/login\?/);
          } else {
            expect(answer.status, label).toBe(403);
            // A message, never the page's data.
            expect(Object.keys(answer.data as object), label).toEqual(["message"]);
          }
        }
      }
    }
    expect(await written()).toEqual(before);
  });

  it("lets each action past the guard for whoever holds its permission", async () => {
    for (const entry of ACTIONS) {
      for (const item of entry.cases) {
        const form = item.intent ? { intent: item.intent, ...item.form } : item.form;
        for (const identity of item.allowed) {
          const label = `${identity} → ${entry.path} ${item.intent ?? ""}`;
          const answer = await postTo(
            entry.action,
            context,
            entry.path,
            entry.params,
            form,
            cookies.get(identity),
          );
          // Records that do not exist: refused by the page (400, 404, 409), not by the guard.
          expect(answer.status, label).not.toBe(403);
          expect(answer.location ?? "", label).not.toMatch(/^\/login/);
          expect(answer.status, label).toBeLessThan(500);
        }
      }
    }
  });

  const permissionsOf = async (cookie: string) => {
    const held: StaffPermission[] = [];
    for (const permission of STAFF_PERMISSIONS) {
      const granted = await requireStaff(
        browserRequest("/staff", { cookie }),
        { ...context },
        permission,
      ).then(
        () => true,
        () => false,
      );
      if (granted) held.push(permission);
    }
    return held;
  };

  it("gives a person with two roles the union of both, and losing one removes only its own", async () => {
    expect(await permissionsOf(combined.cookie)).toEqual([
      "overview.view",
      "courses.manage",
      "sessions.manage",
      "media.manage",
      "orders.view",
      "orders.refund",
      "invoices.manage",
      "inbox.manage",
      "attendees.view",
      "mailings.send",
      "registrations.move",
      "questions.answer",
      "discounts.manage",
      "evaluations.manage",
      "evaluations.view",
      "firms.view",
      "firms.manage",
    ]);
    const cancelWithRefunds = () =>
      postTo(
        sessionRoute.action,
        context,
        "/staff/live-sessions/no-such-session",
        { sessionId: "no-such-session" },
        { intent: "cancel", ...V, reason: "A test", paidSeats: "refund", confirmed: "cancel" },
        combined.cookie,
      );
    // Both roles' permissions together pass the refund check: the session is then not found.
    expect((await cancelWithRefunds()).status).toBe(404);

    const revoked = await revokeStaffRole(database.db, SHELL, combined.email, "support", {
      staffEmails: [],
    });
    expect(revoked).toMatchObject({ ok: true });
    expect(await permissionsOf(combined.cookie)).toEqual([
      "overview.view",
      "courses.manage",
      "sessions.manage",
      "media.manage",
      "questions.answer",
      "evaluations.manage",
      "evaluations.view",
    ]);
    expect(await cancelWithRefunds()).toMatchObject({
      status: 403,
      data: { message: "Your staff role does not include refunds." },
    });
    const order = await postTo(
      orderRoute.action,
      context,
      "/staff/orders/no-such-order",
      { orderId: "no-such-order" },
      { intent: "resend-receipt" },
      combined.cookie,
    );
    expect(order.status).toBe(403);
  });
});
