import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COURSES } from "~/content/catalogue";
import { user, verification } from "~/db/schema/auth";
import { courseAddresses } from "~/db/schema/catalogue";
import { staffRoleGrants } from "~/db/schema/staff";
import { loader as dashboardLoader } from "~/routes/account/dashboard";
import { loader as authLoader } from "~/routes/api/auth";
import { action as loginAction, loader as loginLoader } from "~/routes/auth/login";
import { action as logoutAction, loader as logoutLoader } from "~/routes/auth/logout";
import { action as registerAction, loader as registerLoader } from "~/routes/auth/register";
import { loader as courseLoader } from "~/routes/courses/course-detail";
import { action as confirmAction } from "~/routes/staff/confirm-identity";
import { loader as stateLoader } from "~/routes/states/state-page";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, outboxMessages, TEST_BASE_URL } from "../setup/test-services";
import { getFrom, postTo, type RouteAnswer } from "../support/route-calls";

// Every endpoint that answers a redirect, the site's and better-auth's, given
// each trick that turns a "path" into another site: wherever it leads, the
// Location stays on the site's origin and is never protocol-relative, not
// even after a client resolves its dot segments.

const HOSTILE = [
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/./\\evil.example",
  "/%2e//evil.example",
  "/%2e/%2e//evil.example",
  "%2F%2Fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  " //evil.example",
  "https:evil.example",
  "https://evil.example/",
  "http://localhost:3000@evil.example/",
  "javascript:alert(1)",
  `/${"a".repeat(5000)}`,
];

/** A redirect that stays on the site, or a refusal (4xx) that leads nowhere. */
function expectOnSite(answer: RouteAnswer, label: string) {
  if (answer.status >= 400 && answer.status < 500) {
    expect(answer.location, label).toBeNull();
    return;
  }
  expect(answer.status, label).toBeGreaterThanOrEqual(300);
  expect(answer.status, label).toBeLessThan(400);
  const location = answer.location ?? "";
  expect(location, label).not.toBe("");
  expect(location, label).not.toMatch(/^\s*[/\\]{2}/);
  const resolved = new URL(location, TEST_BASE_URL);
  expect(resolved.origin, label).toBe(TEST_BASE_URL);
  expect(resolved.pathname, label).not.toMatch(/^\/[/\\]/);
}

describe.each(DATABASE_KINDS)("redirect targets on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  let member: Awaited<ReturnType<typeof signUpMember>>;
  let staff: Awaited<ReturnType<typeof signUpMember>>;
  let emailToken = "";
  const resetToken = `reset-token-${kind}`;
  const formerAddress = `former-address-${kind}`;
  let signUps = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, new Date());
    context = createTestContext(database);
    member = await signUpMember(context, `redirects-${kind}`);
    staff = await signUpMember(context, `redirects-staff-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db
      .insert(staffRoleGrants)
      .values({ userId: staff.user.id, role: "administrator" });
    // The member's real confirmation link: its token verifies.
    await vi.waitFor(async () =>
      expect(await outboxMessages(database.db, member.email, "verify-email")).toHaveLength(1),
    );
    const [mail] = await outboxMessages(database.db, member.email, "verify-email");
    emailToken = /verify-email\?token=([^&\s]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(emailToken).not.toBe("");
    await database.db.insert(verification).values({
      id: `reset-${kind}`,
      identifier: `reset-password:${resetToken}`,
      value: member.user.id,
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
    const course = COURSES.find((entry) => entry.status === "published");
    await database.db
      .insert(courseAddresses)
      .values({ slug: formerAddress, courseId: course?.id ?? "" });
  });
  afterAll(() => database?.destroy());

  const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

  const ENDPOINTS: [string, (value: string) => Promise<RouteAnswer>][] = [
    [
      "GET /api/auth/verify-email, a bad token",
      (value) =>
        getFrom(
          authLoader,
          context,
          `/api/auth/verify-email?token=x&${query("callbackURL", value)}`,
          { "*": "verify-email" },
        ),
    ],
    [
      "GET /api/auth/verify-email, a good token",
      (value) =>
        getFrom(
          authLoader,
          context,
          `/api/auth/verify-email?token=${emailToken}&${query("callbackURL", value)}`,
          { "*": "verify-email" },
        ),
    ],
    [
      "GET /api/auth/reset-password/:token, a bad token",
      (value) =>
        getFrom(
          authLoader,
          context,
          `/api/auth/reset-password/nope?${query("callbackURL", value)}`,
          {
            "*": "reset-password/nope",
          },
        ),
    ],
    [
      "GET /api/auth/reset-password/:token, a good token",
      (value) =>
        getFrom(
          authLoader,
          context,
          `/api/auth/reset-password/${resetToken}?${query("callbackURL", value)}`,
          { "*": `reset-password/${resetToken}` },
        ),
    ],
    [
      "GET /login, signed in",
      (value) =>
        getFrom(loginLoader, context, `/login?${query("redirectTo", value)}`, {}, member.cookie),
    ],
    [
      "POST /login",
      (value) =>
        postTo(
          loginAction,
          context,
          "/login",
          {},
          { email: member.email, password: member.password, redirectTo: value },
        ),
    ],
    [
      "GET /register, signed in",
      (value) =>
        getFrom(
          registerLoader,
          context,
          `/register?${query("redirectTo", value)}`,
          {},
          member.cookie,
        ),
    ],
    [
      "POST /register",
      (value) => {
        signUps += 1;
        return postTo(
          registerAction,
          context,
          "/register",
          {},
          {
            firstName: "Grace",
            lastName: "Hopper",
            email: `redirect-${signUps}-${kind}@example.com`,
            password: "long-enough-password-1",
            confirmPassword: "long-enough-password-1",
            state: "ohio",
            redirectTo: value,
          },
        );
      },
    ],
    [
      "GET /logout",
      (value) => getFrom(logoutLoader, context, `/logout?${query("redirectTo", value)}`, {}),
    ],
    [
      "POST /logout",
      (value) => postTo(logoutAction, context, `/logout?${query("redirectTo", value)}`, {}, {}),
    ],
    [
      "POST /staff/confirm",
      (value) =>
        postTo(
          confirmAction,
          context,
          "/staff/confirm",
          {},
          { password: staff.password, redirectTo: value },
          staff.cookie,
        ),
    ],
    [
      "GET a protected page, signed out",
      (value) => getFrom(dashboardLoader, context, `/dashboard?${query("next", value)}`, {}),
    ],
    [
      "GET /courses/:former-address (308)",
      (value) =>
        getFrom(courseLoader, context, `/courses/${formerAddress}?${query("next", value)}`, {
          courseId: formerAddress,
        }),
    ],
    [
      "GET /states/:state shortcut (301)",
      (value) =>
        getFrom(stateLoader, context, `/states/florida?${query("next", value)}`, {
          statePage: "florida",
        }),
    ],
  ];

  it.each(ENDPOINTS)("%s stays on the site for every hostile target", async (name, call) => {
    for (const value of HOSTILE) {
      expectOnSite(await call(value), `${name} ← ${JSON.stringify(value.slice(0, 40))}`);
    }
  });

  it("keeps a same-site target, without its dot segments", async () => {
    const verified = await getFrom(
      authLoader,
      context,
      `/api/auth/verify-email?token=x&${query("callbackURL", "/./dashboard?verified=1")}`,
      { "*": "verify-email" },
    );
    expect(verified.location).toBe("/dashboard?verified=1&error=INVALID_TOKEN");
    const reset = await getFrom(
      authLoader,
      context,
      `/api/auth/reset-password/${resetToken}?${query("callbackURL", "/reset-password")}`,
      { "*": `reset-password/${resetToken}` },
    );
    expect(reset.location).toBe(`/reset-password?token=${resetToken}`);
    const login = await getFrom(
      loginLoader,
      context,
      `/login?${query("redirectTo", "/courses/../payment?course=x#top")}`,
      {},
      member.cookie,
    );
    expect(login.location).toBe("/payment?course=x#top");
  });
});
