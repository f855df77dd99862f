/**
 * A course's materials as a list: PDF downloads for an attorney registered
 * for the course, their titles (with `lockedSuffix`) for everyone else.
 */
export function MaterialDownloads({
  courseId,
  materials,
  registered,
  lockedSuffix,
  className,
}: {
  courseId: string;
  materials: { id: string; title: string }[];
  registered: boolean;
  /** After a title that is not a link, e.g. "(PDF)". */
  lockedSuffix: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {materials.map((material) => (
        <li key={material.id}>
          {registered ? (
            <a
              href={`/courses/${courseId}/materials/${material.id}`}
              download
              className="text-brand-700 underline"
            >
              {material.title} (PDF)
            </a>
          ) : (
            <span>
              {material.title} {lockedSuffix}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
