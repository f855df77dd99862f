import type { RefObject } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { COURSE_ARTWORK } from "~/content/course-artwork";
import type { Picture } from "~/lib/picture";
import { PendingPartNote, PendingSaveButtons, type PendingSaved } from "./pending-part";

/** The file types the picture input offers (the server reads the type from the bytes). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/**
 * The course editor's artwork: what the course's pages show now, and a form
 * to upload a picture (made into AVIF and WebP at several widths) or choose
 * one of the shipped illustrations, with what it shows in words.
 */
export function CourseArtworkForm(props: {
  courseId: string;
  /** A published course: the change may be kept pending (decision 0070). */
  published: boolean;
  /** Set when the form shows pending artwork rather than the public one. */
  pending: PendingSaved | null;
  picture: Picture;
  imageAlt: string;
  /** Whether the course shows an uploaded picture (rather than an illustration). */
  uploaded: boolean;
  version: number;
  typedAlt: string | null;
  errors: Record<string, string>;
  alert: { ok: boolean; message: string } | null;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const { errors } = props;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={props.formRef}
      aria-labelledby="artwork-heading"
      className="grid grid-cols-1 gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-[minmax(0,20rem)_1fr]"
    >
      <h2 id="artwork-heading" className="font-semibold text-xl md:col-span-2">
        Artwork
      </h2>
      <input type="hidden" name="intent" value="artwork" />
      <input type="hidden" name="version" value={props.version} />
      {props.alert ? (
        <div className="md:col-span-2">
          <FormAlert tone={props.alert.ok ? "success" : "error"}>{props.alert.message}</FormAlert>
        </div>
      ) : null}
      {props.pending ? (
        <div className="md:col-span-2">
          <PendingPartNote courseId={props.courseId} pending={props.pending} what="This artwork" />
        </div>
      ) : null}
      <figure>
        <ResponsivePicture
          picture={props.picture}
          alt={props.imageAlt}
          sizes="20rem"
          className="aspect-[2/1] w-full rounded-lg object-cover ring-1 ring-slate-200"
        />
        <figcaption className="mt-2 text-slate-700 text-sm">
          {props.uploaded ? "An uploaded picture" : "A shipped illustration"}, as the course's cards
          and page {props.pending ? "will show it once published" : "show it"}.
        </figcaption>
      </figure>
      <div className="grid min-w-0 grid-cols-1 content-start gap-4">
        <TextField
          label="Upload a picture"
          name="artwork"
          type="file"
          accept={IMAGE_ACCEPT}
          hint="JPEG, PNG, WebP or AVIF, up to 10 MB, at least 640 × 320 pixels. It is cropped to 2:1 around its most interesting part."
          error={errors.artwork}
        />
        <SelectField
          label="Or choose an illustration"
          name="illustration"
          emptyOption={props.uploaded ? "Keep the uploaded picture" : "Keep the current artwork"}
          options={COURSE_ARTWORK.map((art) => ({ value: art.path, label: art.label }))}
          defaultValue=""
          error={errors.illustration}
        />
        <TextField
          label="What the artwork shows (for people who cannot see it)"
          name="imageAlt"
          hint="Left as it is, an illustration you choose brings its own description."
          required
          maxLength={200}
          defaultValue={props.typedAlt ?? props.imageAlt}
          error={errors.imageAlt}
        />
        <PendingSaveButtons published={props.published} busy={props.busy} busyLabel="Saving…">
          Save artwork
        </PendingSaveButtons>
      </div>
    </Form>
  );
}
