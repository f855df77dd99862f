import type { RefObject } from "react";
import { Form } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { TextField } from "~/components/ui/text-field";
import { PendingPartNote, PendingSaveButtons, type PendingSaved } from "./pending-part";

type Props = {
  courseId: string;
  /** The address the course has now. */
  slug: string;
  /** The pending address, when one is kept for publishing (decision 0070). */
  pendingSlug: string | null;
  pending: PendingSaved | null;
  version: number;
  published: boolean;
  formerAddresses: string[];
  typed: string | null;
  error: string | undefined;
  alert: { ok: boolean; message: string } | null;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
};

/** The course's public address (/courses/…), with what changing it does. */
export function CourseAddressForm(props: Props) {
  return (
    <Form
      method="post"
      ref={props.formRef}
      aria-labelledby="address-heading"
      className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="address-heading" className="font-semibold text-xl">
        Address
      </h2>
      <input type="hidden" name="intent" value="address" />
      <input type="hidden" name="version" value={props.version} />
      {props.alert ? (
        <FormAlert tone={props.alert.ok ? "success" : "error"}>{props.alert.message}</FormAlert>
      ) : null}
      {props.pending && props.pendingSlug ? (
        <PendingPartNote
          courseId={props.courseId}
          pending={props.pending}
          what={`The address /courses/${props.pendingSlug}`}
        />
      ) : null}
      {props.published ? (
        <p className="rounded-md border-amber-500 border-l-4 bg-amber-50 p-3 text-amber-950">
          <strong>This course is published.</strong> Attendees, search engines and other sites
          already link to <code>/courses/{props.slug}</code>. The old address will keep sending
          visitors to the new one, but search results take a while to change: change it only if you
          must. “Save as pending changes” keeps the change until the course's pending changes are
          published, with them.
        </p>
      ) : null}
      <TextField
        label="Course address"
        name="slug"
        required
        maxLength={100}
        hint="The end of /courses/…: lower-case words joined by hyphens. An address another course has or had cannot be used."
        defaultValue={props.typed ?? props.pendingSlug ?? props.slug}
        error={props.error}
      />
      {props.formerAddresses.length > 0 ? (
        <p className="text-slate-700 text-sm">
          Former addresses, which redirect here:{" "}
          {props.formerAddresses.map((slug, index) => (
            <span key={slug}>
              {index > 0 ? ", " : ""}
              <code>/courses/{slug}</code>
            </span>
          ))}
          .
        </p>
      ) : null}
      <PendingSaveButtons published={props.published} busy={props.busy} busyLabel="Changing…">
        Change the address
      </PendingSaveButtons>
    </Form>
  );
}
