import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Whether the page at a path carries a handle (`carries` tells from the
 * matched route's handle). Matching a path against every route is not free:
 * each answer is remembered, for short paths only and up to a bound (paths
 * are chosen by visitors).
 */
export function pageHandleMatcher(
  build: ServerBuild,
  carries: (handle: unknown) => boolean,
): (pathname: string) => boolean {
  const routes = routeTree(build);
  const answers = new Map<string, boolean>();
  return (pathname) => {
    let answer = answers.get(pathname);
    if (answer === undefined) {
      const page = matchRoutes(routes, pathname)?.at(-1)?.route.id;
      answer = page !== undefined && carries(build.routes[page]?.module.handle);
      if (pathname.length <= 300) {
        if (answers.size >= 5_000) answers.clear();
        answers.set(pathname, answer);
      }
    }
    return answer;
  };
}

/** The build's flat route list as the nested tree `matchRoutes` takes, made once. */
function routeTree(build: ServerBuild): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route && route.parentId === parentId)
      .map((route) => {
        const id = route?.id ?? "";
        const children = childrenOf(id);
        return route?.index
          ? { id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : { id, path: route?.path, caseSensitive: route?.caseSensitive, children };
      });
  return childrenOf(undefined);
}
