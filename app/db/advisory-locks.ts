// PostgreSQL advisory lock keys, one place so no two uses collide. Any
// numbers work; they only have to be the same in every instance of the app.
export const ADVISORY_LOCKS = {
  migrations: 724_311_902,
  catalogueSeed: 724_311_903,
} as const;
