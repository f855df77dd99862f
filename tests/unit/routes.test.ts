import { describe, expect, it } from "vitest";
import routes from "~/routes";

type Entry = { path?: string; index?: boolean; children?: Entry[] };

function paths(entries: Entry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? prefix || "/" : entry.path ? `${prefix}/${entry.path}` : null;
    const children = entry.children
      ? paths(entry.children, entry.path ? `${prefix}/${entry.path}` : prefix)
      : [];
    return own ? [own, ...children] : children;
  });
}

describe("the route table", () => {
  const table = paths(routes as Entry[]);

  // Spec §2, row by row.
  it.each([
    "/",
    "/courses",
    "/courses/ai",
    "/courses/ethics",
    "/courses/litigation",
    "/ondemand",
    "/faculty",
    "/pricing",
    "/plans",
    "/work",
    "/course-player/:courseId",
    "/advanced-legal-ai-cle",
    "/ai-course-alt",
    "/states/:statePage",
    "/register",
    "/login",
    "/forgot-password",
    "/profile",
    "/dashboard",
    "/delete-account",
    "/payment",
    "/payment-success",
    "/logout",
    "/*",
  ])("has %s", (path) => {
    expect(table).toContain(path);
  });
});
