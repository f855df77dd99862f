/** The signed-in person as every page sees it (from the session). */
export type SessionUser = { id: string; name: string; email: string; emailVerified: boolean };
