import { SITE_NAME } from "~/content/site";
import { formatOfferPrice } from "~/lib/format";

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

/** When a live session ends, as schema.org wants it. */
function sessionEnd(session: SessionLike): string {
  return new Date(session.startsAt.getTime() + session.durationMinutes * 60_000).toISOString();
}

/** A schema.org Offer's price in US dollars. */
function offerPrice(priceCents: number) {
  return { price: formatOfferPrice(priceCents), priceCurrency: "USD" };
}

/** A live session as a schema.org EducationEvent held online. */
export function educationEvent(
  site: { baseUrl: string },
  course: { title: string; summary: string },
  session: SessionLike,
  offer: { priceCents: number; url: string },
) {
  return {
    "@type": "EducationEvent",
    name: course.title,
    description: course.summary,
    startDate: session.startsAt.toISOString(),
    endDate: sessionEnd(session),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "VirtualLocation", url: offer.url },
    organizer: { "@id": `${site.baseUrl}/#organization` },
    offers: {
      "@type": "Offer",
      ...offerPrice(offer.priceCents),
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
          endDate: sessionEnd(session),
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
            ...offerPrice(item.priceCents),
          },
        }
      : {}),
  };
}
