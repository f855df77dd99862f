import { createStaticHandler, createStaticRouter, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

// patches/react-router+*.patch (decision 0043): the route tree a page renders with is
// derived once per build, and a path's matches are remembered per build. These tests
// fail when the patch is missing (an upgrade that did not carry it) or when a
// remembered match leaks one request's params into another.

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "course", path: "courses/:courseId" },
      { id: "courses", path: "courses" },
    ],
  },
];

async function matchesOf(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a Response`);
  return context;
}

describe("route matching derived once per build", () => {
  it("gives a page render the same data routes each time", async () => {
    const handler = createStaticHandler(routes);
    const context = await matchesOf(handler, "/courses");
    const first = createStaticRouter(handler.dataRoutes, context);
    const second = createStaticRouter(handler.dataRoutes, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((match) => match.route.id)).toEqual(["root", "courses"]);
  });

  it("matches each path as before, a second time from memory", async () => {
    const handler = createStaticHandler(routes);
    for (let round = 0; round < 2; round += 1) {
      const course = await matchesOf(handler, "/courses/ethics-101");
      expect(course.matches.map((match) => match.route.id)).toEqual(["root", "course"]);
      expect(course.matches.at(-1)?.params).toEqual({ courseId: "ethics-101" });
      const other = await matchesOf(handler, "/courses/ai-201");
      expect(other.matches.at(-1)?.params).toEqual({ courseId: "ai-201" });
      const home = await matchesOf(handler, "/");
      expect(home.matches.map((match) => match.route.id)).toEqual(["root", "home"]);
      const missing = await matchesOf(handler, "/nowhere/at/all");
      expect(missing.statusCode).toBe(404);
    }
  });

  it("never lets one request's params reach the next", async () => {
    const handler = createStaticHandler(routes);
    const first = await matchesOf(handler, "/courses/ethics-101");
    const params = first.matches.at(-1)?.params as Record<string, string>;
    params.courseId = "changed";
    params.extra = "added";
    const second = await matchesOf(handler, "/courses/ethics-101");
    expect(second.matches.at(-1)?.params).toEqual({ courseId: "ethics-101" });
    // One params object for the whole match, as React Router gives it.
    expect(second.matches[0]?.params).toBe(second.matches.at(-1)?.params);
  });
});
