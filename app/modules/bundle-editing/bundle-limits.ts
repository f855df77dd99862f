// How many courses a bundle holds: the editor's pages say it, the schemas in
// bundle-forms.ts and the saves enforce it.

/** The fewest courses a bundle holds: one course alone is sold as itself. */
export const MIN_BUNDLE_COURSES = 2;
/** The most, so a bundle stays a page's table rather than the catalogue. */
export const MAX_BUNDLE_COURSES = 30;
