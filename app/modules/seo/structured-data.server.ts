import { SITE_NAME } from "~/content/site";

export function organization(site: { baseUrl: string; email: string; phone: string }) {
  return {
    "@type": "Organization",
    "@id": `${site.baseUrl}/#organization`,
    name: SITE_NAME,
    url: `${site.baseUrl}/`,
    email: site.email,
    telephone: site.phone,
  };
}

type SessionLike = { id: string; startsAt: Date; durationMinutes: number; soldOut: boolean };

/** A live session as a schema.org EducationEvent held online. */
export function educationEvent(
  site: { baseUrl: string },
  course: { title: string; summary: string },
  session: SessionLike,
  offer: { priceCents: number; url: string },
) {
  const end = new Date(session.startsAt.getTime() + session.durationMinutes * 60_000);
  return {
    "@type": "EducationEvent",
    name: course.title,
    description: course.summary,
    startDate: session.startsAt.toISOString(),
    endDate: end.toISOString(),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: offer.url },
    organizer: { "@id": `${site.baseUrl}/#organization` },
    offers: {
      "@type": "Offer",
      price: (offer.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      availability: session.soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      url: offer.url,
    },
  };
}

/** A course as a schema.org Course offered by us, with its instances (live dates or on demand). */
export function course(
  site: { baseUrl: string },
  item: {
    title: string;
    summary: string;
    url: string;
    priceCents: number | null;
    image?: string;
    durationMinutes?: number | null;
    format?: "live_webcast" | "on_demand";
    sessions?: readonly SessionLike[];
  },
) {
  const workload = item.durationMinutes ? `PT${item.durationMinutes}M` : undefined;
  const instances =
    item.format === "on_demand"
      ? [{ "@type": "CourseInstance", courseMode: "Online", courseWorkload: workload }]
      : (item.sessions ?? []).map((session) => ({
          "@type": "CourseInstance",
          courseMode: "Online",
          startDate: session.startsAt.toISOString(),
          endDate: new Date(
            session.startsAt.getTime() + session.durationMinutes * 60_000,
          ).toISOString(),
          location: { "@type": "VirtualLocation", url: item.url },
          ...(workload ? { courseWorkload: workload } : {}),
        }));
  return {
    "@type": "Course",
    name: item.title,
    description: item.summary,
    url: item.url,
    ...(item.image ? { image: item.image } : {}),
    provider: { "@id": `${site.baseUrl}/#organization` },
    ...(instances.length > 0 ? { hasCourseInstance: instances } : {}),
    ...(item.priceCents !== null
      ? {
          offers: {
            "@type": "Offer",
            category: item.priceCents === 0 ? "Free" : "Paid",
            price: (item.priceCents / 100).toFixed(2),
            priceCurrency: "USD",
          },
        }
      : {}),
  };
}
