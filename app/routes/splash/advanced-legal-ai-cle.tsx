import { SplashPage } from "~/components/splash/splash-page";
import type { Route } from "./+types/advanced-legal-ai-cle";
import { splashLoader } from "./splash-data.server";

export const loader = splashLoader({
  title: "AI & The Law: Essential Tools & Tactics – Live CLE",
  description:
    "A two-hour live CLE on using AI safely and effectively in legal practice: 2.0 credits, members' rate $149.",
});

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function AdvancedLegalAiClePage({ loaderData }: Route.ComponentProps) {
  return <SplashPage data={loaderData} theme="dark" />;
}
