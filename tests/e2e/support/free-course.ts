import type { Page } from "@playwright/test";
import { APPROVED_STATES } from "~/content/states";
import { baseURL } from "../../../playwright.config";

/** A free course of its own (set up through the course editor's forms), so no other test's sessions move. */
export async function publishFreeCourse(page: Page, slug: string, title: string) {
  const post = async (path: string, form: Record<string, string>) => {
    const response = await page.request.post(path, {
      form,
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    if (response.status() >= 400) throw new Error(`${path}: ${response.status()}`);
  };
  await post("/staff/courses", {
    intent: "create",
    title,
    slug,
    categorySlug: "ai",
    format: "live_webcast",
  });
  await post(`/staff/courses/${slug}?index`, {
    version: "1",
    title,
    summary: "A live clinic on AI in practice.",
    description: "One hour, live, with questions.",
    categorySlug: "ai",
    format: "live_webcast",
    level: "",
    durationMinutes: "60",
    price: "0",
    memberPrice: "0",
    imagePath: "/images/courses/ai.svg",
    imageAlt: "",
    topics: "",
    learningObjectives: "",
    includes: "",
    "credit-general": "1",
    ...Object.fromEntries(
      APPROVED_STATES.map((state) => [`approval-${state.slug}-status`, "none"]),
    ),
    "approval-new-york-status": "pending",
    "approval-new-york-appliedOn": "2026-10-01",
  });
  await post(`/staff/courses/${slug}/status`, {
    intent: "status",
    change: "publish",
    version: "2",
    confirmed: "publish",
  });
}
