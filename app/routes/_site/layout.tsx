import { lazy, type ReactNode, Suspense } from "react";
import { Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { SiteHeader } from "~/components/layout/site-header";
import { VerifyEmailReminder } from "~/components/layout/verify-email-reminder";
import type { Route } from "./+types/layout";

const SiteFooter = lazy(() => import("~/components/layout/site-footer"));

function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <VerifyEmailReminder />
      <div className="flex-1">{children}</div>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}

/** The shared layout of every page but "/": header, content, lazily loaded footer. */
export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** A page's 404 or error keeps the header and footer around it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorPage error={error} />
    </SiteFrame>
  );
}
