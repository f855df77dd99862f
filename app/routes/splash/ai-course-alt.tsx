import { SplashPage } from "~/components/splash/splash-page";
import type { Route } from "./+types/ai-course-alt";
import { splashLoader } from "./splash-data.server";

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
