import { SplashPage } from "~/components/splash/splash-page";
import { SHARED_PAGE } from "~/lib/shared-page";
import type { Route } from "./+types/advanced-legal-ai-cle";
import { splashLoader } from "./splash-data.server";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export const loader = splashLoader({
  title: "AI & The Law: Essential Tools & Tactics – Live CLE",
  description:
    "A two-hour live CLE on using AI safely and effectively in legal practice: 2.0 credits, members' rate $149.",
});

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function AdvancedLegalAiClePage({ loaderData }: Route.ComponentProps) {
  return <SplashPage data={loaderData} theme="dark" />;
}
