// PostgreSQL advisory lock keys, one place so no two uses collide. Any
// numbers work; they only have to be the same in every instance of the app.
export const ADVISORY_LOCKS = {
  migrations: 724_311_902,
  catalogueSeed: 724_311_903,
  /** Serialises team enquiries, so a double submit is stored once. */
  teamEnquiry: 724_311_904,
  /** With a hash of attorney and state: reporting periods are written one at a time (no overlap). */
  reportingPeriods: 724_311_905,
  /** With a hash of the attorney: outside credits are added one at a time (the account's limits). */
  outsideCredits: 724_311_906,
  /** Courses' addresses change one at a time (no two courses take the same one). */
  courseAddresses: 724_311_907,
  /** The catalogue's order is changed one move at a time. */
  catalogueOrder: 724_311_908,
  /** The home page's featured course changes one mark at a time (the last mark wins). */
  featuredCourse: 724_311_909,
  /** With a hash of the address: faculty login addresses are given one at a time (no two members share one). */
  facultyLogins: 724_311_956,
} as const;
