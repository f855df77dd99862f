/** A course page's "About this course": its description, what attorneys learn, its topics. */
export function CourseAbout({
  description,
  learningObjectives,
  topics,
}: {
  description: string;
  learningObjectives: string[];
  topics: string[];
}) {
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="font-semibold text-2xl">
        About this course
      </h2>
      <p className="mt-3 max-w-3xl text-slate-800">{description}</p>
      {learningObjectives.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-lg">What you will learn</h3>
          <ul className="mt-2 max-w-3xl list-disc space-y-1 pl-6">
            {learningObjectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ul>
        </>
      ) : null}
      {topics.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-lg">Topics</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic} className="rounded-full bg-brand-50 px-3 py-1 text-brand-900 text-sm">
                {topic}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
