import { SITE_NAME } from "~/content/site";
import { EmailAction, EmailLayout } from "./email-layout";

export function WelcomeEmail({
  firstName,
  trialEndsOn,
  dashboardUrl,
}: {
  firstName: string;
  trialEndsOn: string;
  dashboardUrl: string;
}) {
  return (
    <EmailLayout preview={`Welcome to ${SITE_NAME}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>Welcome, {firstName}!</h1>
      <p>
        Your account is ready and your free trial runs until {trialEndsOn}. As a member you pay the
        members' rate on every course.
      </p>
      <p>
        From your dashboard you can register for live webcasts, watch courses on demand and keep
        your certificates.
      </p>
      <EmailAction href={dashboardUrl} label="Go to My Dashboard" />
    </EmailLayout>
  );
}
