import type { DocumentBlock } from "~/content/document-blocks";
import { renderPdf } from "~/modules/documents/pdf-document.server";
import type { StateFormDocument } from "./describe-state-form";

/**
 * A state's prescribed certificate, filled in: one landscape Letter page in
 * a frame, in the product certificate's typeface, beside (never instead of)
 * the product's own certificate.
 */
export function renderStateFormPdf(doc: StateFormDocument): Promise<Uint8Array> {
  return renderPdf({
    title: doc.title,
    subject: `${doc.title}: certificate ${doc.certificateId}`,
    author: doc.providerName,
    orientation: "landscape",
    typeface: "serif",
    border: true,
    footer: `${doc.providerName}   ·   ${doc.title}`,
    blocks: stateFormBlocks(doc),
  });
}

function stateFormBlocks(doc: StateFormDocument): DocumentBlock[] {
  const fields: DocumentBlock = {
    kind: "grid",
    columns: 2,
    cells: doc.fields.map((field) => [field.label, field.value] as const),
  };
  const categories: DocumentBlock[] = doc.categories
    ? [
        {
          kind: "table",
          width: 1,
          size: 10,
          columns: [
            { label: `Credit category (${doc.stateName})`, share: 4 },
            { label: "Hours", align: "right", share: 1 },
          ],
          rows: doc.categories.map((category) => [category.label, category.hours]),
          total: ["Total", doc.totalHours],
        },
      ]
    : [];
  return [
    {
      kind: "paragraph",
      text: doc.providerName,
      align: "center",
      style: "bold",
      tone: "accent",
      size: 13,
    },
    { kind: "title", text: doc.title, align: "center" },
    {
      kind: "paragraph",
      text: `Completed by the provider for the attorney named below, as ${doc.stateName} prescribes.`,
      align: "center",
      style: "italic",
      tone: "muted",
    },
    { kind: "rule", width: 0.8 },
    ...(categories.length > 0
      ? [{ kind: "columns", gap: 32, columns: [[fields], categories] } as const]
      : [fields]),
    { kind: "rule", width: 0.8 },
    {
      kind: "paragraph",
      text: `Issued with certificate ${doc.certificateId}   ·   Verify at ${doc.verifyUrl}`,
      size: 10,
      align: "center",
      tone: "muted",
    },
  ];
}
