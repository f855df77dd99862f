import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useSyncExternalStore } from "react";
import { Link, useSubmit } from "react-router";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : ""}`.toUpperCase() ||
    "?"
  );
}

const noop = () => () => {};
/** False in the server's HTML and during hydration, true once the page is interactive. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const itemClass =
  "block cursor-pointer rounded px-3 py-2 text-left text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

/**
 * The signed-in user's menu (spec §2): My Dashboard, Profile Settings and
 * Sign Out. A real menu button: Enter, Space or arrow keys open it, arrows
 * move, Escape closes and returns focus.
 */
export function AccountMenu({ user }: { user: { name: string; email: string } }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const label = `Account menu for ${user.name}`;
  const avatarClass =
    "flex size-10 items-center justify-center rounded-full bg-white font-semibold text-brand-800 ring-2 ring-white/40 hover:bg-brand-50";
  // Until the page's script runs, the avatar is a plain link to the settings.
  if (!hydrated) {
    return (
      <Link to="/profile" aria-label={label} className={avatarClass}>
        <span
          aria-hidden="true"
          data-initials={initials(user.name)}
          className="before:content-[attr(data-initials)]"
        />
      </Link>
    );
  }
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger aria-label={label} className={avatarClass}>
        {/* Initials drawn by CSS, so the visible text does not contradict the
            accessible name (WCAG 2.5.3, label in name). */}
        <span
          aria-hidden="true"
          data-initials={initials(user.name)}
          className="before:content-[attr(data-initials)]"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg bg-white p-1 text-sm shadow-xl ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="px-3 py-2 text-slate-600">
            <span className="block font-semibold text-ink">{user.name}</span>
            <span className="block truncate">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard">My Dashboard</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">Profile Settings</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: "post", action: "/logout" })}
          >
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
