import { Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () =>
  pageMeta("Reset Your Password", "Get a link by e-mail to set a new password for your account.");

export default function ForgotPasswordPage() {
  const publicConfig = useRootData()?.publicConfig;
  return (
    <PageShell
      title="Reset Your Password"
      intro="Forgotten your password? We will help you back into your account."
    >
      {publicConfig ? (
        <p className="mb-4 max-w-2xl">
          Write to{" "}
          <a className="text-brand-700 underline" href={`mailto:${publicConfig.contactEmail}`}>
            {publicConfig.contactEmail}
          </a>{" "}
          from the address you registered with, and we will send you a link to set a new password.
        </p>
      ) : null}
      <p>
        <Link to="/login" className="text-brand-700 underline">
          Back to Log In
        </Link>
      </p>
    </PageShell>
  );
}
