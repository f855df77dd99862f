import { lazy } from "react";
import { AfterHydration } from "~/components/ui/after-hydration";
import { SiteLink } from "~/components/ui/site-link";
import { initials } from "./initials";

const AccountMenuButton = lazy(() => import("./account-menu-button"));

const avatarClass =
  "flex size-10 items-center justify-center rounded-full bg-white font-semibold text-brand-800 ring-2 ring-white/40 hover:bg-brand-50";

/**
 * The signed-in user's avatar (spec §2). Until the page's script and the
 * menu's own code have loaded, it is a plain link to the profile settings.
 */
export function AccountMenu({ user }: { user: { name: string; email: string } }) {
  const label = `Account menu for ${user.name}`;
  return (
    <AfterHydration
      fallback={
        <SiteLink to="/profile" aria-label={label} className={avatarClass}>
          <span
            aria-hidden="true"
            data-initials={initials(user.name)}
            className="before:content-[attr(data-initials)]"
          />
        </SiteLink>
      }
    >
      <AccountMenuButton user={user} avatarClass={avatarClass} />
    </AfterHydration>
  );
}
