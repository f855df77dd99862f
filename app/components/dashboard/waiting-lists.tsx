import { Link } from "react-router";
import { formatSessionDateTime } from "~/lib/format";
import { ordinalPlace, waitingListPath } from "~/modules/waiting-lists/waiting-list-rules";
import { CARD_LIST, DashboardSection } from "./dashboard-section";

/** The full sessions the attorney waits for: their place, or the seat held for them. */
export function WaitingLists({
  entries,
}: {
  entries: readonly {
    sessionId: string;
    courseId: string;
    courseTitle: string;
    startsAt: Date;
    status: "waiting" | "offered" | "accepted" | "expired" | "left";
    offerExpiresAt: Date | null;
    place: number;
  }[];
}) {
  if (entries.length === 0) return null;
  return (
    <DashboardSection id="waiting-lists" headingId="waiting-lists-heading" title="Waiting lists">
      <ul className={CARD_LIST}>
        {entries.map((entry) => (
          <li
            key={entry.sessionId}
            className="flex flex-wrap items-center justify-between gap-2 p-4"
          >
            <span>
              <span className="font-medium">{entry.courseTitle}</span>,{" "}
              {formatSessionDateTime(new Date(entry.startsAt))}:{" "}
              {entry.status === "offered" && entry.offerExpiresAt
                ? `a seat is held for you until ${formatSessionDateTime(new Date(entry.offerExpiresAt))}.`
                : `you are ${ordinalPlace(entry.place)} on the waiting list.`}
            </span>
            <Link to={waitingListPath(entry.courseId)} className="text-brand-700 underline">
              {entry.status === "offered" ? "Take your seat" : "See the waiting list"}
              <span className="sr-only"> of {entry.courseTitle}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
