import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "~/modules/auth/session-user";
import type { PublicConfig } from "~/modules/config/public-config";

/** What the root loader gives every page. */
export type RootData = { user: SessionUser | null; publicConfig: PublicConfig };

/** The signed-in user and the public configuration, for any component. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
