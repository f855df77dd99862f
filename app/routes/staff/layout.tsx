import { data, Outlet } from "react-router";
import { StaffFrame } from "~/components/staff/staff-frame";
import { roleLabels, STAFF_NAVIGATION } from "~/content/staff-roles";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "overview.view");
  return data(
    {
      items: STAFF_NAVIGATION.filter((item) => staff.permissions.has(item.permission)).map(
        ({ to, label }) => ({ to, label }),
      ),
      person: { name: staff.user.name, roles: roleLabels(staff.roles) },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Every staff page: the console's navigation (what this person may use) beside the page. */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame items={loaderData.items} person={loaderData.person}>
      <Outlet />
    </StaffFrame>
  );
}
