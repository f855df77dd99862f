import type { DocumentBlock } from "~/content/document-blocks";
import type { PdfLayout } from "./pdf-layout.server";
import { writeBoxBlock } from "./write-box-block.server";
import { writeColumnsBlock } from "./write-columns-block.server";
import { writeFieldsBlock } from "./write-fields-block.server";
import { writeGridBlock } from "./write-grid-block.server";
import { writeHeadingBlock } from "./write-heading-block.server";
import { writeListBlock } from "./write-list-block.server";
import { writeParagraphBlock } from "./write-paragraph-block.server";
import { writeRuleBlock } from "./write-rule-block.server";
import { writeTableBlock } from "./write-table-block.server";

/** Writes one block at the layout's cursor with the writer of its kind. */
export function writeBlock(layout: PdfLayout, block: DocumentBlock, next?: DocumentBlock): void {
  switch (block.kind) {
    case "title":
    case "heading":
    case "subheading":
      writeHeadingBlock(layout, block, next);
      break;
    case "paragraph":
      writeParagraphBlock(layout, block);
      break;
    case "bullets":
    case "numbered":
    case "checklist":
      writeListBlock(layout, block);
      break;
    case "fields":
      writeFieldsBlock(layout, block);
      break;
    case "grid":
      writeGridBlock(layout, block);
      break;
    case "table":
      writeTableBlock(layout, block);
      break;
    case "box":
      writeBoxBlock(layout, block);
      break;
    case "rule":
      writeRuleBlock(layout, block);
      break;
    case "spacer":
      layout.y -= block.points;
      break;
    case "columns":
      writeColumnsBlock(layout, block);
      break;
    case "keep-together":
      layout.keepOnPage(block.blocks);
      layout.writeBlocks(block.blocks);
      break;
    case "page-break":
      layout.newPage();
      break;
  }
}
