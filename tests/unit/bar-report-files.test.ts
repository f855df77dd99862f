import { describe, expect, it } from "vitest";
import { csvStream } from "~/lib/csv-stream.server";
import type { ReportLine } from "~/modules/bar-reports/bar-report-types";
import { reportFileColumns, reportFileName } from "~/modules/bar-reports/report-file-columns";
import {
  completionPeriod,
  parseSlotKey,
  periodDays,
  periodLabel,
  slotKey,
} from "~/modules/bar-reports/report-slot";

const LINE: ReportLine = {
  change: "new",
  certificateId: "LX-AAAA-BBBB-CCCC",
  chainId: "LX-AAAA-BBBB-CCCC",
  attorneyName: "Zoë O'Connor",
  barNumber: "WSBA\t12345",
  courseNumber: "WA-26-0010",
  completedOn: "2026-10-05",
  credits: { general: 1, ethics: 0.5 },
};

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("report slots", () => {
  it("round-trips keys and refuses anything else", () => {
    const live = {
      stateSlug: "georgia",
      scope: "live",
      courseId: "",
      liveSessionId: "s-1",
    } as const;
    expect(parseSlotKey(slotKey(live))).toEqual(live);
    const window = {
      stateSlug: "new-jersey",
      scope: "on-demand",
      courseId: "a-course",
      period: "2026-H2",
    } as const;
    expect(slotKey(window)).toBe("new-jersey~on-demand~a-course~2026-H2");
    expect(parseSlotKey(slotKey(window))).toEqual(window);
    for (const bad of [
      "",
      "x",
      "a~b~c",
      "a~on-demand~c~2026-13",
      "a~live~",
      "a~live~b~c",
      "a~live~<b>",
    ]) {
      expect(parseSlotKey(bad), bad).toBeNull();
    }
  });

  it("puts a completion in its month, or its half-year for a semiannual state", () => {
    expect(completionPeriod({ kind: "days-after", days: 30 }, "2026-11-30")).toBe("2026-11");
    const semiannual = {
      kind: "semiannual",
      due: [
        { month: 1, day: 15 },
        { month: 7, day: 15 },
      ],
    } as const;
    expect(completionPeriod(semiannual, "2026-06-30")).toBe("2026-H1");
    expect(completionPeriod(semiannual, "2026-07-01")).toBe("2026-H2");
    expect(periodDays("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(periodDays("2026-H2")).toEqual({ first: "2026-07-01", last: "2026-12-31" });
    expect(periodLabel("2026-H1")).toBe("January–June 2026");
    expect(periodLabel("2026-11")).toBe("November 2026");
  });
});

describe("report files", () => {
  it("the common CSV: the fields every state asks for, hours by category", async () => {
    const report = {
      stateSlug: "illinois",
      stateName: "Illinois",
      courseTitle: "Persuasive Brief Writing",
      fileFormat: "csv",
      sequence: 1,
      lines: [{ ...LINE, barNumber: "=1+1" }],
    } as const;
    const csv = await text(csvStream(reportFileColumns(report), report.lines));
    expect(csv.split("\r\n")).toEqual([
      "Attorney name,Bar number,State,Course number,Course title,Completion date,Total hours,General hours,Ethics hours",
      // A formula-looking value is defused.
      "Zoë O'Connor,'=1+1,Illinois,WA-26-0010,Persuasive Brief Writing,2026-10-05,1.5,1.0,0.5",
      "",
    ]);
  });

  it("Washington's tab-delimited upload, with a Change column in a correction", async () => {
    const report = {
      stateSlug: "washington",
      stateName: "Washington",
      courseTitle: "Persuasive Brief Writing",
      fileFormat: "washington-tab-delimited",
      sequence: 2,
      lines: [LINE, { ...LINE, change: "withdrawn", attorneyName: 'Line\nBreak "Jo"' }],
    } as const;
    const tsv = await text(csvStream(reportFileColumns(report), report.lines, { delimiter: "\t" }));
    expect(tsv.split("\r\n")).toEqual([
      "Change\tWSBA Number\tName\tCourse Number\tCompletion Date\tCredits\tGeneral\tEthics",
      "Add\tWSBA 12345\tZoë O'Connor\tWA-26-0010\t2026-10-05\t1.5\t1.0\t0.5",
      'Withdraw\tWSBA 12345\tLine Break "Jo"\tWA-26-0010\t2026-10-05\t1.5\t1.0\t0.5',
      "",
    ]);
    expect(
      reportFileName({
        id: "BR-AB12-CD34",
        stateSlug: "washington",
        fileFormat: report.fileFormat,
      }),
    ).toBe("washington-attendance-BR-AB12-CD34.txt");
  });
});
