import { Link } from "react-router";

/**
 * "How this differs from …": said plainly where two courses' titles are close
 * enough to be taken for one another, with a link to the other.
 */
export function LookalikeCourseNote({
  note,
  tone = "light",
}: {
  note: { self: string; other: { title: string; path: string; kind: string } };
  tone?: "light" | "dark";
}) {
  return (
    <aside
      aria-label="How this course differs"
      className={`rounded-lg p-4 ring-1 ${tone === "dark" ? "bg-white/10 text-white ring-white/30" : "bg-amber-50 text-amber-950 ring-amber-200"}`}
    >
      <p>
        <span className="font-semibold">Not to be confused with “{note.other.title}”.</span> This is{" "}
        {note.self}; that one is {note.other.kind}.{" "}
        <Link
          to={note.other.path}
          className={`underline ${tone === "dark" ? "text-white" : "text-brand-800"}`}
        >
          See {note.other.title}
        </Link>
      </p>
    </aside>
  );
}
