import { MaterialDownloads } from "./material-downloads";

/** A course page's materials: downloads for registered attorneys, titles for everyone else. */
export function CourseMaterials({
  courseId,
  materials,
  registered,
}: {
  courseId: string;
  materials: { id: string; title: string }[];
  registered: boolean;
}) {
  return (
    <section aria-labelledby="materials-heading">
      <h2 id="materials-heading" className="font-semibold text-2xl">
        Course materials
      </h2>
      {registered ? null : (
        <p className="mt-2 text-slate-700">
          Registered attorneys download these from this page and from the course player.
        </p>
      )}
      <MaterialDownloads
        courseId={courseId}
        materials={materials}
        registered={registered}
        lockedSuffix="(PDF)"
        className="mt-3 space-y-2"
      />
    </section>
  );
}
