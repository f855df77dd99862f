/** The longest course search kept (the search boxes stop there; a longer `?q=` is cut to it). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
