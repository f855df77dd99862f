import { parseSubmission } from "~/lib/parse-submission.server";
import { answerContactMessage } from "~/modules/contact/answer-contact-message.server";
import { contactSchema } from "~/modules/contact/contact-form";
import type { Route } from "./+types/contact";

// A contact message as an endpoint (spec §2 Contact Us: sending was "not
// shown"); the home page's form posts to the page itself (see routes/home-forms.server.ts).
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseSubmission(request, contactSchema);
  if (!form.ok) return form.response;
  return answerContactMessage(context, request, form.value);
}
