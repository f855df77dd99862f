import { educationEvent, organization } from "~/modules/seo/structured-data.server";

/** The home page's schema.org data (JSON-LD): the organisation and the featured course's next session. */
export function homeStructuredData(
  config: { baseUrl: string; contactEmail: string; contactPhone: string },
  course: { title: string; summary: string; priceCents: number | null } | null,
  session: Parameters<typeof educationEvent>[2] | null,
) {
  const site = { baseUrl: config.baseUrl, email: config.contactEmail, phone: config.contactPhone };
  const graph: object[] = [organization(site)];
  if (course && session) {
    graph.push(
      educationEvent(site, course, session, {
        priceCents: course.priceCents ?? 0,
        url: `${config.baseUrl}/#confirmed-courses`,
      }),
    );
  }
  return { "@context": "https://schema.org", "@graph": graph };
}
