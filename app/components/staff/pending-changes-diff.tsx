import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { PendingFieldChange } from "~/modules/course-editing/diff-pending-fields";
import type { ArtworkView, PendingPartChange } from "~/modules/course-editing/diff-pending-parts";

const LINE_MARKS = {
  same: { word: null, className: "text-slate-700", textClassName: "" },
  removed: { word: "Removed", className: "bg-red-50 text-red-900", textClassName: "line-through" },
  added: { word: "Added", className: "bg-emerald-50 text-emerald-900", textClassName: "" },
} as const;

/** One artwork as the course's pages will show it, with its description in words. */
function ArtworkFigure({ label, artwork }: { label: string; artwork: ArtworkView }) {
  return (
    <figure className="grid max-w-80 gap-1">
      <figcaption className="font-semibold">{label}</figcaption>
      <ResponsivePicture
        picture={artwork.picture}
        alt={artwork.alt}
        sizes="20rem"
        className="aspect-[2/1] w-full rounded-lg object-cover ring-1 ring-slate-200"
      />
      <p className="wrap-anywhere">
        <span className="font-semibold">Description:</span> {artwork.alt}
      </p>
    </figure>
  );
}

/**
 * What publishing pending changes does to the public page, part by part:
 * a short field as before and after, a long one line by line with each
 * changed line marked in words and a sign (never by colour alone), the
 * artwork as both pictures with their descriptions.
 */
export function PendingChangesDiff({
  changes,
}: {
  changes: readonly (PendingFieldChange | PendingPartChange)[];
}) {
  return (
    <dl className="grid gap-4">
      {changes.map((change) => (
        <div key={change.key} className="rounded-md p-4 ring-1 ring-slate-200">
          <dt className="font-semibold">{change.label}</dt>
          {change.kind === "artwork" ? (
            <dd className="mt-2 flex flex-wrap gap-4 text-sm">
              <ArtworkFigure label="Public page now:" artwork={change.before} />
              <ArtworkFigure label="After publishing:" artwork={change.after} />
            </dd>
          ) : change.kind === "value" ? (
            <dd className="mt-2 grid gap-1 text-sm">
              <p className="wrap-anywhere">
                <span className="font-semibold">Public page now:</span> {change.before}
              </p>
              <p className="wrap-anywhere">
                <span className="font-semibold">After publishing:</span> {change.after}
              </p>
              {"note" in change ? <p className="wrap-anywhere">{change.note}</p> : null}
            </dd>
          ) : (
            <dd className="mt-2 text-sm">
              <ol className="grid gap-1" aria-label={`${change.label}, line by line`}>
                {change.lines.map((line, index) => {
                  const mark = LINE_MARKS[line.kind];
                  return (
                    // Lines may repeat: their place is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the diff never reorders
                    <li key={index} className={`wrap-anywhere rounded px-2 ${mark.className}`}>
                      {mark.word ? (
                        <span className="mr-1 font-semibold">{`${mark.word}: `}</span>
                      ) : null}
                      <span className={mark.textClassName}>{line.text || "(blank line)"}</span>
                    </li>
                  );
                })}
              </ol>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
