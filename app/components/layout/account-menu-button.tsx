import { useSubmit } from "react-router";
import { MENU_ITEM_CLASS, MenuButton } from "~/components/ui/menu-button";
import { SiteLink } from "~/components/ui/site-link";
import { initials } from "./initials";

/**
 * The signed-in user's menu (spec §2): My Dashboard, Profile Settings and
 * Sign Out, with the Credit Tracker after the dashboard and Your Firm before
 * the settings. A real menu button:
 * Enter, Space or arrow keys open it, arrows move, Escape closes and returns
 * focus.
 */
export default function AccountMenuButton({
  user,
  avatarClass,
}: {
  user: { name: string; email: string };
  avatarClass: string;
}) {
  const submit = useSubmit();
  const label = `Account menu for ${user.name}`;
  return (
    <MenuButton
      label={label}
      triggerClassName={avatarClass}
      // Initials drawn by CSS, so the visible text does not contradict the
      // accessible name (WCAG 2.5.3, label in name).
      trigger={
        <span
          aria-hidden="true"
          data-initials={initials(user.name)}
          className="before:content-[attr(data-initials)]"
        />
      }
      menuClassName="min-w-56 rounded-lg bg-white p-1 text-sm shadow-xl ring-1 ring-slate-200"
    >
      <div className="px-3 py-2 text-slate-600">
        <span className="block font-semibold text-ink">{user.name}</span>
        <span className="block truncate">{user.email}</span>
      </div>
      <hr className="my-1 h-px border-0 bg-slate-200" />
      <SiteLink role="menuitem" tabIndex={-1} to="/dashboard" className={MENU_ITEM_CLASS}>
        My Dashboard
      </SiteLink>
      <SiteLink role="menuitem" tabIndex={-1} to="/dashboard/credits" className={MENU_ITEM_CLASS}>
        Credit Tracker
      </SiteLink>
      <SiteLink role="menuitem" tabIndex={-1} to="/firm" className={MENU_ITEM_CLASS}>
        Your Firm
      </SiteLink>
      <SiteLink role="menuitem" tabIndex={-1} to="/profile" className={MENU_ITEM_CLASS}>
        Profile Settings
      </SiteLink>
      <button
        role="menuitem"
        tabIndex={-1}
        type="button"
        className={MENU_ITEM_CLASS}
        onClick={() => submit(null, { method: "post", action: "/logout" })}
      >
        Sign Out
      </button>
    </MenuButton>
  );
}
