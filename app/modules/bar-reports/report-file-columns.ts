import { CATEGORY_LABELS, categoryLabel } from "~/content/credit-categories";
import type { CreditCategory } from "~/content/state-rules/types";
import { formatHours } from "~/lib/hours";
import type { ReportLine } from "./bar-report-types";
import { lineHours } from "./report-rule";

// The columns of a report's file (docs/report-files.md says where each comes
// from and what is not confirmed). Shared by the download and its tests.

export type ReportFileColumn = { header: string; value: (line: ReportLine) => string };

/** What a file needs to know of its report. */
export type ReportFileSubject = {
  stateSlug: string;
  stateName: string;
  courseTitle: string;
  fileFormat: "csv" | "washington-tab-delimited";
  /** Above 1: a correction, whose file says what each line changes. */
  sequence: number;
  lines: readonly ReportLine[];
};

const CHANGE_LABELS = { new: "Add", corrected: "Correct", withdrawn: "Withdraw" } as const;
const CATEGORY_ORDER = Object.keys(CATEGORY_LABELS) as CreditCategory[];

/** Hours as the file writes them: "1.5", "0.0" for none. */
const hoursText = (hours: number | undefined) => formatHours(hours ?? 0);

/** The categories the report's lines carry hours in, in the labels' order. */
function categoriesOf(lines: readonly ReportLine[]): CreditCategory[] {
  return CATEGORY_ORDER.filter((category) => lines.some((line) => line.credits[category]));
}

/** A value on one line of a tab-delimited file: no tab or line break inside it. */
const flat = (text: string) => text.replace(/[\t\r\n]+/g, " ").trim();

export function reportFileColumns(report: ReportFileSubject): ReportFileColumn[] {
  const categories = categoriesOf(report.lines);
  const byCategory = categories.map(
    (category): ReportFileColumn => ({
      header: `${categoryLabel(category, report.stateSlug)} hours`,
      value: (line) => hoursText(line.credits[category]),
    }),
  );
  const change: ReportFileColumn[] =
    report.sequence > 1 ? [{ header: "Change", value: (line) => CHANGE_LABELS[line.change] }] : [];
  if (report.fileFormat === "washington-tab-delimited") {
    return [
      ...change,
      { header: "WSBA Number", value: (line) => flat(line.barNumber ?? "") },
      { header: "Name", value: (line) => flat(line.attorneyName) },
      { header: "Course Number", value: (line) => flat(line.courseNumber) },
      { header: "Completion Date", value: (line) => line.completedOn },
      { header: "Credits", value: (line) => hoursText(lineHours(line.credits)) },
      ...byCategory.map((column) => ({ ...column, header: column.header.replace(/ hours$/, "") })),
    ];
  }
  return [
    ...change,
    { header: "Attorney name", value: (line) => line.attorneyName },
    { header: "Bar number", value: (line) => line.barNumber ?? "" },
    { header: "State", value: () => report.stateName },
    { header: "Course number", value: (line) => line.courseNumber },
    { header: "Course title", value: () => report.courseTitle },
    { header: "Completion date", value: (line) => line.completedOn },
    { header: "Total hours", value: (line) => hoursText(lineHours(line.credits)) },
    ...byCategory,
  ];
}

/** The file's name: the state, what it covers and which report, e.g. `illinois-report-BR-… .csv`. */
export function reportFileName(report: { id: string; stateSlug: string; fileFormat: string }) {
  const extension = report.fileFormat === "washington-tab-delimited" ? "txt" : "csv";
  return `${report.stateSlug}-attendance-${report.id}.${extension}`.replace(/[^\w.-]/g, "-");
}
