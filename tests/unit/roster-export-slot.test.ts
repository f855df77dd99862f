import { describe, expect, it } from "vitest";
import { listSearchField } from "~/lib/form-fields";
import {
  releasingWhenDone,
  takeRosterExportSlot,
} from "~/modules/rosters/roster-export-slot.server";

async function* rows(count: number) {
  for (let n = 0; n < count; n++) yield n;
}

function takeSlot(): () => void {
  const release = takeRosterExportSlot();
  if (!release) throw new Error("the export slot is taken");
  return release;
}

describe("roster exports, one at a time", () => {
  it("refuses a second export until the first has sent every row", async () => {
    const release = takeSlot();
    expect(takeRosterExportSlot()).toBeNull();
    const read: number[] = [];
    for await (const row of releasingWhenDone(rows(3), release, new AbortController().signal)) {
      read.push(row);
    }
    expect(read).toEqual([0, 1, 2]);
    takeSlot()();
  });

  it("frees the slot when the download is dropped half way", async () => {
    const dropped = releasingWhenDone(rows(10), takeSlot(), new AbortController().signal);
    await dropped.next();
    expect(takeRosterExportSlot()).toBeNull();
    await dropped.return(undefined);
    takeSlot()();
  });

  it("frees the slot when the download is dropped before its first row", () => {
    const download = new AbortController();
    releasingWhenDone(rows(1), takeSlot(), download.signal);
    expect(takeRosterExportSlot()).toBeNull();
    download.abort();
    takeSlot()();
  });
});

describe("a staff list's search text", () => {
  it("is cut to 200 characters rather than dropped, and blank is none", () => {
    expect(listSearchField.parse("x".repeat(500))).toHaveLength(200);
    expect(listSearchField.parse("  ada  ")).toBe("ada");
    expect(listSearchField.parse("   ")).toBeUndefined();
    expect(listSearchField.parse(["a", "b"])).toBeUndefined();
  });
});
