/**
 * The page that registers for a free course without script (the same job as
 * the registration dialog, which it opens once the page has hydrated), with
 * where its Cancel and Close lead back to when that is not the course's page.
 */
export function registrationPagePath(courseId: string, returnTo?: string): string {
  const path = `/courses/${encodeURIComponent(courseId)}/register`;
  return returnTo ? `${path}?${new URLSearchParams({ returnTo })}` : path;
}
