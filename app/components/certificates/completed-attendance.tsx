import { Link } from "react-router";
import type { StateChoice } from "~/modules/certificates/certificate-eligibility";

/** How the attorney completed the course, and the states that have their certificate already. */
export function CompletedAttendance({
  format,
  codes,
  issued,
}: {
  format: "live" | "self-study" | null;
  codes: { entered: number; total: number };
  issued: readonly Pick<StateChoice, "slug" | "name" | "certificateId">[];
}) {
  return (
    <>
      <p>
        You completed this course {format === "live" ? "in its live webcast" : "on demand"} and
        entered {codes.entered} of {codes.total} verification codes.
      </p>
      {issued.length > 0 ? (
        <p className="mt-3">
          Already issued:{" "}
          {issued.map((state, index) => (
            <span key={state.slug}>
              {index > 0 ? ", " : ""}
              <Link
                to={`/certificates/${state.certificateId}`}
                className="text-brand-700 underline"
              >
                {state.name}
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}
    </>
  );
}
