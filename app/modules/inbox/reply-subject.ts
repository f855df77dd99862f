import type { InboxKind } from "~/content/inbox";
import type { Fact } from "./sender-fact";

/** The longest stretch of the sender's words a reply's subject repeats. */
const SUBJECT_WORDS_MAX = 60;

/** What the sender wrote in their own words (the message, or an aid request's reason), if anything. */
export function senderWords(facts: readonly Fact[]): string | null {
  const fact = facts.find((entry) => entry.label === "Message" || entry.label === "Reason");
  const text = fact?.value.trim();
  return text && text !== "none" ? text : null;
}

/** A reply's subject as the sender will recognise it: "Re:" and what they wrote about. */
export function replySubject(kind: InboxKind, facts: readonly Fact[]): string {
  const fact = (label: string) => facts.find((entry) => entry.label === label)?.value;
  if (kind === "aid") return `Re: your financial aid request for ${fact("Course") ?? "a course"}`;
  if (kind === "team") return `Re: your enquiry for ${fact("Firm") ?? "your team"}`;
  if (kind === "guide") return "Re: your free guide";
  const words = senderWords(facts)?.replace(/\s+/g, " ");
  if (!words) return "Re: your message";
  if (words.length <= SUBJECT_WORDS_MAX) return `Re: ${words}`;
  const cut = words.slice(0, SUBJECT_WORDS_MAX);
  const atWord = cut.lastIndexOf(" ");
  return `Re: ${(atWord > 20 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}
