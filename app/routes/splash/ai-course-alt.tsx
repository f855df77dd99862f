import { SplashPage } from "~/components/splash/splash-page";
import { SHARED_PAGE } from "~/lib/shared-page";
import type { Route } from "./+types/ai-course-alt";
import { splashLoader } from "./splash-data.server";

// The same for every signed-out visitor: revalidated with an ETag (see app/lib/shared-page.ts).
export const handle = SHARED_PAGE;

export const loader = splashLoader({
  title: "AI & The Law – Live CLE Course",
  description:
    "Two hours of practical, compliance-focused CLE on AI in legal practice: 2.0 credits, members' rate $149.",
});

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** The light-themed alternate; its 'Secure Your Spot' works the same way. */
export default function AiCourseAltPage({ loaderData }: Route.ComponentProps) {
  return <SplashPage data={loaderData} theme="light" />;
}
