import { useId } from "react";
import { MaterialDownloads } from "~/components/catalogue/material-downloads";

/** The course's slides and handouts beside the player: downloads for registered attorneys. */
export function PlayerMaterials({
  courseId,
  materials,
  enrolled,
}: {
  courseId: string;
  materials: { id: string; title: string }[];
  enrolled: boolean;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-materials`}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-materials`} className="font-semibold text-lg">
        Slides and materials
      </h2>
      <MaterialDownloads
        courseId={courseId}
        materials={materials}
        registered={enrolled}
        lockedSuffix="(PDF, for registered attorneys)"
        className="mt-2 space-y-2 text-sm"
      />
    </section>
  );
}
