import type { RefObject } from "react";
import { Form } from "react-router";
import { FacultyPortrait } from "~/components/catalogue/faculty-portrait";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { TextField } from "~/components/ui/text-field";
import type { Picture } from "~/lib/picture";
import { IMAGE_ACCEPT } from "./course-artwork-form";

const SECONDARY =
  "rounded-md px-4 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60";

/**
 * The faculty editor's portrait: the one the faculty and course pages show,
 * and a form to upload another (made square, as AVIF and WebP at several
 * widths), bring back the drawn one, or show the initials instead.
 */
export function FacultyPortraitForm(props: {
  name: string;
  portrait: Picture | null;
  /** Whether the portrait shown is an upload. */
  uploaded: boolean;
  /** Whether a portrait was drawn for this member (the seeded faculty). */
  hasShipped: boolean;
  version: number;
  errors: Record<string, string>;
  alert: { ok: boolean; message: string } | null;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const showsShipped = props.portrait !== null && !props.uploaded;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={props.formRef}
      aria-labelledby="portrait-heading"
      className="mt-8 grid grid-cols-1 gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-[auto_1fr]"
    >
      <h2 id="portrait-heading" className="font-semibold text-xl md:col-span-2">
        Portrait
      </h2>
      <input type="hidden" name="intent" value="portrait" />
      <input type="hidden" name="version" value={props.version} />
      {props.alert ? (
        <div className="md:col-span-2">
          <FormAlert tone={props.alert.ok ? "success" : "error"}>{props.alert.message}</FormAlert>
        </div>
      ) : null}
      <div className="flex flex-col items-start gap-2">
        <FacultyPortrait name={props.name} portrait={props.portrait} size="large" />
        <p className="text-slate-700 text-sm">
          {props.uploaded
            ? "An uploaded portrait."
            : showsShipped
              ? "The drawn portrait."
              : "No portrait: the initials show."}
        </p>
      </div>
      <div className="grid min-w-0 grid-cols-1 content-start gap-4">
        <TextField
          label="Upload a portrait"
          name="portrait"
          type="file"
          accept={IMAGE_ACCEPT}
          hint="JPEG, PNG, WebP or AVIF, up to 10 MB, at least 320 × 320 pixels. It is cropped square around its most interesting part, usually the face."
          error={props.errors.portrait}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={props.busy} busyLabel="Saving…" name="change" value="upload">
            Upload portrait
          </SubmitButton>
          {props.hasShipped && !showsShipped ? (
            <button
              type="submit"
              name="change"
              value="shipped"
              disabled={props.busy}
              className={SECONDARY}
            >
              Use the drawn portrait
            </button>
          ) : null}
          {props.portrait ? (
            <button
              type="submit"
              name="change"
              value="remove"
              disabled={props.busy}
              className={SECONDARY}
            >
              Show the initials instead
            </button>
          ) : null}
        </div>
      </div>
    </Form>
  );
}
