/**
 * A media key: a relative path of `/`-separated segments, each starting with a
 * letter or digit. No `..`, no leading `/`, no empty segment, so a key can
 * never leave the store's folder or prefix, on disk or in a bucket.
 */
const MEDIA_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/** Throws on a key that is not a media key (a bug in the caller: keys are chosen by the server). */
export function assertMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}
