import { Link } from "react-router";
import type { Picture } from "~/lib/picture";
import { FacultyPortrait } from "./faculty-portrait";

/** A course page's faculty: each speaker, with a link to their place on the faculty page. */
export function CourseFaculty({
  faculty,
}: {
  faculty: {
    id: string;
    name: string;
    title: string;
    organisation: string;
    portrait: Picture | null;
  }[];
}) {
  return (
    <section aria-labelledby="faculty-heading">
      <h2 id="faculty-heading" className="font-semibold text-2xl">
        Faculty
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {faculty.map((member) => (
          <li
            key={member.id}
            className="flex items-start gap-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
          >
            <FacultyPortrait name={member.name} portrait={member.portrait} size="small" />
            <div className="min-w-0">
              <p className="font-semibold">{member.name}</p>
              <p className="text-slate-700 text-sm">
                {member.title}, {member.organisation}
              </p>
              <Link
                to={`/faculty#${member.id}`}
                className="mt-2 inline-block text-brand-700 text-sm underline"
              >
                About {member.name}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
