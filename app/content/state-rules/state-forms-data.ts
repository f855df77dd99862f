import type { Fact } from "./types";

// The certificates some states prescribe, issued by the provider besides its
// own certificate of attendance: which state, for which courses, and the
// fields each form carries. Transcribed from
// ../shared/data/cle-accreditation-conditions.md §7 ("Prescribed certificate /
// attendance forms") and §5 (Virginia's Form 3); every fact carries its source
// keys and how sure we are of it, as the other state rules do.
//
// A form is filled in for an attendee only where its field list is confirmed
// by the research (`fieldListConfirmed`); where it is not, the attendee keeps
// the product's own certificate and docs/state-forms.md says what is missing.
// Versions are in force from a day, like the provider obligations: a change is
// a new version that ends the one before it, never an edit.

/** What a prescribed form asks for, filled from the certificate. */
export type StateFormField =
  | "attorney-name"
  | "bar-number"
  | "provider"
  | "course-title"
  | "course-id"
  | "format"
  | "date"
  | "time"
  | "location"
  | "approved-hours"
  | "hours-by-category";

/** Attendance (an attendee's form) or teaching (a faculty member's). */
export type StateFormPurpose = "attendance" | "teaching";

export type StateForm = {
  /** Stable identity, e.g. "virginia-form-2"; part of the download's file name. */
  id: string;
  /** The form's name as the state gives it. */
  title: string;
  purpose: StateFormPurpose;
  /**
   * Which courses it is for. Every form here is for courses the state itself
   * approved (with the state's course number): a course pending approval, or
   * credited under another state's approval, keeps the product's certificate.
   */
  appliesTo: Fact<"state-approved-courses">;
  /** The fields the form carries, in print order. */
  fields: Fact<readonly StateFormField[]>;
  /** Whether the research confirms the field list; an unconfirmed form is never rendered. */
  fieldListConfirmed: boolean;
};

/** A state's prescribed forms in force from `effectiveFrom` (inclusive) to `effectiveUntil` (exclusive). */
export type StateFormsVersion = {
  effectiveFrom: string;
  effectiveUntil: string | null;
  forms: readonly StateForm[];
};

export type StateForms = {
  slug: string;
  name: string;
  /** ISO date the facts were taken from the research. */
  transcribedOn: string;
  /** ISO date last checked against the regulator's own site; null until they are. */
  lastVerified: string | null;
  /** Oldest first, back to back; the last one has `effectiveUntil: null`. */
  versions: readonly StateFormsVersion[];
  sources: Record<string, { url: string; note?: string }>;
};

const TRANSCRIBED_ON = "2026-12-05";

/**
 * The research gives no day these forms began; they were in use before the
 * provider's first course, so the first version reaches back as the other
 * rules do (provider-obligations-data.ts).
 */
export const STATE_FORMS_SINCE = "2000-01-01";

const STATE_APPROVED = (text: string, sources: string[]): Fact<"state-approved-courses"> => ({
  value: "state-approved-courses",
  text,
  sources,
  confidence: "official",
});

export const STATE_FORMS: readonly StateForms[] = [
  {
    slug: "virginia",
    name: "Virginia",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: STATE_FORMS_SINCE,
        effectiveUntil: null,
        forms: [
          {
            id: "virginia-form-2",
            title: "Virginia Certification of Attendance (Form 2)",
            purpose: "attendance",
            appliesTo: STATE_APPROVED(
              "Sponsors give Virginia attendees the Certification of Attendance (Form 2) for courses the Virginia MCLE Board approved; attorneys keep it 2 years.",
              ["VA-CERT", "VA-SC"],
            ),
            fields: {
              value: [
                "attorney-name",
                "bar-number",
                "provider",
                "course-title",
                "course-id",
                "format",
                "date",
                "approved-hours",
                "hours-by-category",
              ],
              text: "The form carries the course information, the approved hours and the Virginia course ID. The attorney's name and Virginia State Bar number identify who attended. The layout of the Bar's own form (downloaded from the sponsor account) is not in the research.",
              sources: ["VA-CERT", "VA-SC"],
              confidence: "official",
            },
            fieldListConfirmed: true,
          },
          {
            id: "virginia-form-3",
            title: "Virginia Certification of Teaching (Form 3)",
            purpose: "teaching",
            appliesTo: STATE_APPROVED(
              "Sponsors give Virginia teachers the Certification of Teaching (Form 3) when the course is approved for teaching credit.",
              ["VA-CERT", "VA-SC", "VA-ADM"],
            ),
            fields: {
              value: [
                "attorney-name",
                "bar-number",
                "provider",
                "course-title",
                "course-id",
                "date",
                "approved-hours",
              ],
              text: "Like Form 2: the course information, the approved hours and the Virginia course ID, for the attorney who taught.",
              sources: ["VA-CERT", "VA-SC"],
              confidence: "official",
            },
            // The fields are known, but the product records no teaching: a
            // faculty member is not an attendee with a completion, so there is
            // nothing to fill Form 3 from (docs/state-forms.md).
            fieldListConfirmed: true,
          },
        ],
      },
    ],
    sources: {
      "VA-CERT": {
        url: "https://vsb.org/Site/lawyers/mcle-attendance-cert.aspx",
        note: "Virginia State Bar: certification of attendance",
      },
      "VA-SC": {
        url: "https://www.vsb.org/Site/lawyers/mcle-seeking-credit.aspx",
        note: "Virginia State Bar: seeking course approval",
      },
      "VA-ADM": {
        url: "http://varules.elaws.us/code/15vac5-70-10",
        note: "15VAC5-70 (2017 copy)",
      },
    },
  },
  {
    slug: "new-york",
    name: "New York",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: STATE_FORMS_SINCE,
        effectiveUntil: null,
        forms: [
          {
            id: "new-york-certificate",
            title: "New York CLE Certificate of Attendance",
            purpose: "attendance",
            appliesTo: STATE_APPROVED(
              "The official certificate may be used only for courses accredited by the New York CLE Board, not for courses taken under another jurisdiction's approval.",
              ["NY-CERT"],
            ),
            fields: {
              value: [
                "attorney-name",
                "provider",
                "course-title",
                "course-id",
                "format",
                "date",
                "approved-hours",
                "hours-by-category",
              ],
              text: "Only a secondary description: the provider completes the attorney's details, the program format, the credit categories and how participation was fulfilled; the form carries the title, hours and accreditation numbers. To be confirmed against the form itself.",
              sources: ["NY-CERT"],
              confidence: "secondary",
            },
            fieldListConfirmed: false,
          },
        ],
      },
    ],
    sources: {
      "NY-CERT": {
        url: "https://ww2.nycourts.gov/attorneys/cle/terms_attendance.shtml",
        note: "NY CLE Board: certificate of attendance (and a secondary description of the form on dochub.com)",
      },
    },
  },
  {
    slug: "california",
    name: "California",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: STATE_FORMS_SINCE,
        effectiveUntil: null,
        forms: [
          {
            id: "california-certificate",
            title: "California MCLE Certificate of Attendance",
            purpose: "attendance",
            appliesTo: STATE_APPROVED(
              "A Certificate of Attendance to every attendee completing an approved participatory activity; the provider fills the top portion and may use its own design with the State Bar sample's fields. Speakers get the same certificate.",
              ["CA-ADM", "CA-FAQ"],
            ),
            fields: {
              value: [
                "attorney-name",
                "bar-number",
                "provider",
                "course-title",
                "date",
                "time",
                "location",
                "approved-hours",
                "hours-by-category",
              ],
              text: "The record of attendance: name, bar number, activity title, time, date, location, and credit with the required-subject breakdown. No signature is needed for electronic activities.",
              sources: ["CA-ADM", "CA-FAQ"],
              confidence: "official",
            },
            fieldListConfirmed: true,
          },
        ],
      },
    ],
    sources: {
      "CA-ADM": {
        url: "http://mcle.calbar.ca.gov/Providers/EducationApproval/AdminRequirements.aspx",
        note: "State Bar of California: provider administrative requirements",
      },
      "CA-FAQ": {
        url: "https://www.calbar.ca.gov/es/node/169?page=59",
        note: "State Bar of California: MCLE provider FAQ",
      },
    },
  },
  {
    slug: "new-jersey",
    name: "New Jersey",
    transcribedOn: TRANSCRIBED_ON,
    lastVerified: null,
    versions: [
      {
        effectiveFrom: STATE_FORMS_SINCE,
        effectiveUntil: null,
        forms: [
          {
            id: "new-jersey-certificate",
            title: "New Jersey Certificate of Attendance",
            purpose: "attendance",
            appliesTo: STATE_APPROVED(
              "Approved service providers give attendees the New Jersey Certificate of Attendance from the Board's provider management page.",
              ["NJ-ASP"],
            ),
            fields: {
              value: [],
              text: "The form's fields were not found.",
              sources: [],
              confidence: "unconfirmed",
            },
            fieldListConfirmed: false,
          },
        ],
      },
    ],
    sources: {
      "NJ-ASP": {
        url: "https://www.njcourts.gov/faq/what-are-obligations-of-a-provider-once-approved-service-provider-status-obtained-0",
        note: "New Jersey courts: obligations of an approved service provider",
      },
    },
  },
];
