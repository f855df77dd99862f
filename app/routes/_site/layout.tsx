import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { SiteHeader } from "~/components/layout/site-header";

const SiteFooter = lazy(() => import("~/components/layout/site-footer"));

/** The shared layout of every page but "/": header, content, lazily loaded footer. */
export default function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
