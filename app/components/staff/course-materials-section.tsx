import { createContext, useContext } from "react";
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { type FormFields, type FormReply, typedList } from "~/lib/form-reply";
import { PendingPartNote, PendingSaveButtons, type PendingSaved } from "./pending-part";

/** Whether the row forms (move, remove, add back) change the pending list (decision 0070). */
const PendingMode = createContext(false);

const SMALL_BUTTON =
  "rounded-md border border-brand-700 px-2 py-1 font-semibold text-brand-700 text-sm hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500";

type Material = { id: string; title: string };

/** Hidden fields every materials form carries. */
function Hidden({
  intent,
  version,
  materialId,
}: {
  intent: string;
  version: number;
  materialId?: string;
}) {
  const pending = useContext(PendingMode);
  return (
    <>
      {pending ? <input type="hidden" name="publishing" value="pending" /> : null}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      {materialId ? <input type="hidden" name="materialId" value={materialId} /> : null}
    </>
  );
}

/**
 * The course's downloads for registered attorneys, in order: each title
 * editable (one form for all of them, its fields tied to it by `form`), up,
 * down and remove (plain forms of their own), and the shipped handouts
 * removed earlier, to add back.
 */
export function CourseMaterialsSection({
  courseId,
  materials,
  removedHandouts,
  version,
  published,
  pending,
  pendingMode,
  reply,
  busy,
}: {
  courseId: string;
  /** The pending list when there is one, else the public one. */
  materials: readonly Material[];
  removedHandouts: readonly Material[];
  version: number;
  published: boolean;
  /** Set when `materials` is the pending list. */
  pending: PendingSaved | null;
  /** Moves, removals and additions go to the pending list (it exists, or staff asked for it). */
  pendingMode: boolean;
  reply: FormReply<FormFields> | null;
  busy: boolean;
}) {
  const typed = reply && !reply.ok ? reply.values : null;
  const typedIds = typedList(typed, "materialIds");
  const typedTitles = typedList(typed, "titles");
  const typedTitle = (index: number, material: Material) =>
    typedIds[index] === material.id ? (typedTitles[index] ?? material.title) : material.title;
  return (
    <section
      aria-labelledby="materials-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="materials-heading" className="font-semibold text-xl">
        Materials
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700 text-sm">
        The PDFs registered attorneys download from the course page and the player, in this order.
        Handouts that ship with the course keep their text: to change it, remove the handout and
        upload your own PDF under Lecture media.{" "}
        {pendingMode
          ? "Moves, removals and additions change the pending list: the public page keeps its list until the pending changes are published."
          : "Moves and removals are saved at once."}
      </p>
      {published && !pending ? (
        <p className="mt-2 text-sm">
          {pendingMode ? (
            <Link to={`/staff/courses/${courseId}/materials`} className="text-brand-700 underline">
              Save moves and removals at once instead
            </Link>
          ) : (
            <Link
              to={`/staff/courses/${courseId}/materials?pending`}
              className="text-brand-700 underline"
            >
              Keep moves and removals as pending changes
            </Link>
          )}
        </p>
      ) : null}
      {pending ? (
        <div className="mt-3">
          <PendingPartNote courseId={courseId} pending={pending} what="This list" />
        </div>
      ) : null}
      {reply ? (
        <div className="mt-3">
          <FormAlert tone={reply.ok ? "success" : "error"}>{reply.message}</FormAlert>
        </div>
      ) : null}
      <PendingMode.Provider value={pendingMode}>
        {materials.length === 0 ? (
          <p className="mt-4 text-slate-700">The course has no materials.</p>
        ) : (
          <ol className="mt-4 grid gap-3">
            {materials.map((material, index) => (
              <li
                key={material.id}
                className="flex flex-wrap items-end gap-3 rounded-md px-3 py-2 ring-1 ring-slate-200"
              >
                <input
                  type="hidden"
                  name="materialIds"
                  value={material.id}
                  form="material-titles"
                />
                <div className="min-w-64 grow">
                  <TextField
                    label={`Title of material ${index + 1}`}
                    name="titles"
                    form="material-titles"
                    required
                    maxLength={200}
                    hint={
                      material.id.startsWith("upload-") ? "Uploaded PDF" : "Ships with the course"
                    }
                    defaultValue={typedTitle(index, material)}
                    error={reply?.errors[`title-${material.id}`]}
                  />
                </div>
                <span className="flex gap-2 pb-1">
                  {(["up", "down"] as const).map((direction) => (
                    <Form method="post" key={direction}>
                      <Hidden intent="material-move" version={version} materialId={material.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button
                        type="submit"
                        className={SMALL_BUTTON}
                        disabled={direction === "up" ? index === 0 : index === materials.length - 1}
                        aria-label={`Move ${material.title} ${direction}`}
                      >
                        {direction === "up" ? "Up" : "Down"}
                      </button>
                    </Form>
                  ))}
                  <Form method="post">
                    <Hidden intent="material-remove" version={version} materialId={material.id} />
                    <button
                      type="submit"
                      className="rounded-md border border-red-700 px-2 py-1 font-semibold text-red-700 text-sm hover:bg-red-50"
                      aria-label={`Remove ${material.title}`}
                    >
                      Remove
                    </button>
                  </Form>
                </span>
              </li>
            ))}
          </ol>
        )}
        {materials.length > 0 ? (
          <Form method="post" id="material-titles" className="mt-4">
            <input type="hidden" name="intent" value="material-titles" />
            <input type="hidden" name="version" value={version} />
            <PendingSaveButtons published={published} busy={busy} busyLabel="Saving…">
              Save titles
            </PendingSaveButtons>
          </Form>
        ) : null}
        {removedHandouts.length > 0 ? (
          <div className="mt-6">
            <h3 className="font-semibold">Removed handouts that ship with the course</h3>
            <ul className="mt-2 grid gap-2">
              {removedHandouts.map((handout) => (
                <li key={handout.id} className="flex flex-wrap items-center gap-3">
                  <span>{handout.title}</span>
                  <Form method="post">
                    <Hidden intent="material-restore" version={version} materialId={handout.id} />
                    <button
                      type="submit"
                      className={SMALL_BUTTON}
                      aria-label={`Add back ${handout.title}`}
                    >
                      Add back
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </PendingMode.Provider>
    </section>
  );
}
