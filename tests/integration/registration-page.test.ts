import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEATURED_COURSE_ID, SPLASH_COURSE_ID } from "~/content/catalogue";
import { courseRegistrations } from "~/db/schema/registrations";
import { NEWSLETTER_MESSAGES } from "~/modules/newsletter/newsletter-messages";
import { REGISTRATION_MESSAGES } from "~/modules/registration/registration-messages";
import {
  action as registerAction,
  loader as registerLoader,
} from "~/routes/courses/course-register";
import { action as homeAction } from "~/routes/home";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

// The pages that do without script what the home page's dialog and fetchers
// do: the registration page (loader and action, as a form posted to it
// without script reaches them) and the home page's action for its forms.

const PAGE = `/courses/${FEATURED_COURSE_ID}/register`;
const ATTENDEE = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  state: "new-york",
  attendLiveWebcast: "on",
};

/** What an action answered: its status and reply. */
function answer(result: unknown) {
  const { data, init } = result as { data: Record<string, unknown>; init: ResponseInit | null };
  return { status: init?.status ?? 200, reply: data };
}

describe.each(DATABASE_KINDS)("the registration page and the home page's forms on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  const load = async (path: string, cookie?: string, courseId = FEATURED_COURSE_ID) => {
    const result = await registerLoader({
      request: browserRequest(path, { cookie }),
      params: { courseId },
      context,
    } as unknown as Parameters<typeof registerLoader>[0]);
    return (result as unknown as { data: Record<string, unknown> }).data;
  };
  const register = async (form: Record<string, string>, cookie?: string) =>
    answer(
      await registerAction({
        request: browserRequest(PAGE, { form, cookie }),
        params: { courseId: FEATURED_COURSE_ID },
        context,
      } as unknown as Parameters<typeof registerAction>[0]),
    );
  const postHome = async (form: Record<string, string>) =>
    answer(
      await homeAction({
        request: browserRequest("/?index", { form }),
        params: {},
        context,
      } as unknown as Parameters<typeof homeAction>[0]),
    );

  it("signed out: 'Sign In Required', and the way back here after signing in", async () => {
    expect(await load(`${PAGE}?returnTo=%2F%23confirmed-courses`)).toMatchObject({
      view: { view: "sign-in" },
      returnTo: "/#confirmed-courses",
      signInHref: `/login?redirectTo=${encodeURIComponent(`${PAGE}?returnTo=%2F%23confirmed-courses`)}`,
    });
    // Only a path on this site: elsewhere, Cancel leads back to the course.
    expect(await load(`${PAGE}?returnTo=%2F%2Fevil.example`)).toMatchObject({
      returnTo: `/courses/${FEATURED_COURSE_ID}`,
    });
  });

  it("is not found for a course off the public site, closed for a paid one", async () => {
    await expect(load(PAGE, undefined, "no-such-course")).rejects.toMatchObject({
      init: { status: 404 },
    });
    await expect(load(PAGE, undefined, "ai-legal-research-best-practices")).rejects.toMatchObject({
      init: { status: 404 },
    });
    const member = await signUpMember(context, `${kind}-paid`);
    expect(await load(PAGE, member.cookie, SPLASH_COURSE_ID)).toMatchObject({
      view: { view: "closed", message: REGISTRATION_MESSAGES.notOpen },
    });
  });

  it("registers through the same module as the dialog, with the spec's messages and what was sent", async () => {
    const member = await signUpMember(context, `${kind}-page`);
    expect(await load(PAGE, member.cookie)).toMatchObject({
      view: { view: "form", prefill: { firstName: "Ada", email: member.email } },
    });

    const refused = await register({ ...ATTENDEE, firstName: "" }, member.cookie);
    expect(refused.status).toBe(400);
    expect(refused.reply).toMatchObject({
      ok: false,
      errors: { firstName: "Enter your first name." },
      values: { lastName: "Lovelace", attendLiveWebcast: true },
    });

    const done = await register(ATTENDEE, member.cookie);
    expect(done).toEqual({
      status: 200,
      reply: {
        ok: true,
        message: REGISTRATION_MESSAGES.success,
        errors: {},
        values: { ...ATTENDEE, attendLiveWebcast: true },
      },
    });
    const rows = await database.db
      .select()
      .from(courseRegistrations)
      .where(
        and(
          eq(courseRegistrations.uid, member.user.id),
          eq(courseRegistrations.courseId, FEATURED_COURSE_ID),
        ),
      );
    expect(rows).toHaveLength(1);

    const again = await register(ATTENDEE, member.cookie);
    expect(again.status).toBe(409);
    expect(again.reply.message).toMatch(/^You are already registered for the course "/);
    expect(await load(PAGE, member.cookie)).toMatchObject({ view: { view: "registered" } });

    const signedOut = await register(ATTENDEE);
    expect(signedOut.status).toBe(401);
    expect(signedOut.reply.message).toBe(REGISTRATION_MESSAGES.signedOut);
  });

  it("the home page's action answers each form with its intent, its messages and what was typed", async () => {
    const invalid = await postHome({
      intent: "newsletter-upcoming",
      source: "upcoming",
      email: "not-an-address",
    });
    expect(invalid).toMatchObject({
      status: 400,
      reply: {
        ok: false,
        message: NEWSLETTER_MESSAGES.invalidEmail,
        intent: "newsletter-upcoming",
        values: { email: "not-an-address" },
      },
    });
    expect(
      await postHome({
        intent: "newsletter-hero",
        source: "hero",
        email: `hero-${kind}@example.com`,
      }),
    ).toMatchObject({
      status: 200,
      reply: { ok: true, message: NEWSLETTER_MESSAGES.successHero, intent: "newsletter-hero" },
    });

    const unnamed = await postHome({ intent: "contact", email: "grace@example.com", message: "" });
    expect(unnamed).toMatchObject({
      status: 400,
      reply: {
        ok: false,
        intent: "contact",
        errors: { name: "Enter your name.", message: "Write your message." },
        values: { email: "grace@example.com" },
      },
    });
    expect(
      await postHome({
        intent: "contact",
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "Is the course approved in Ohio?",
      }),
    ).toMatchObject({ status: 200, reply: { ok: true, intent: "contact" } });

    // A form the page does not have is unreadable, not a 500.
    expect((await postHome({ intent: "nothing" })).status).toBe(400);
  });
});
