import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The signed-in user and the public configuration, for any component. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
