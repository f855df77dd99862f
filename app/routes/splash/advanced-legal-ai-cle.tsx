import { SplashPage } from "~/components/splash/splash-page";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/advanced-legal-ai-cle";
import { loadSplashCourse } from "./splash-data.server";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...pageMeta(
    "AI & The Law: Essential Tools & Tactics – Live CLE",
    "A two-hour live CLE on using AI safely and effectively in legal practice: 2.0 credits, members' rate $149.",
  ),
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSplashCourse(request, context);
}

export default function AdvancedLegalAiClePage({ loaderData }: Route.ComponentProps) {
  return <SplashPage data={loaderData} theme="dark" />;
}
