import { SplashPage } from "~/components/splash/splash-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ai-course-alt";
import { loadSplashCourse } from "./splash-data.server";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(
    "AI & The Law – Live CLE Course",
    "Two hours of practical, compliance-focused CLE on AI in legal practice: 2.0 credits, members' rate $149.",
  ),
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSplashCourse(request, context);
}

/** The light-themed alternate; its 'Secure Your Spot' works the same way. */
export default function AiCourseAltPage({ loaderData }: Route.ComponentProps) {
  return <SplashPage data={loaderData} theme="light" />;
}
