import { course as courseData, organization } from "~/modules/seo/structured-data.server";

/** The course page's schema.org data (JSON-LD): the organisation and the course with its sessions. */
export function courseStructuredData(
  config: { baseUrl: string; contactEmail: string; contactPhone: string },
  course: {
    slug: string;
    title: string;
    summary: string;
    priceCents: number | null;
    durationMinutes: number | null;
    format: "live_webcast" | "on_demand";
  },
  sessions: Parameters<typeof courseData>[1]["sessions"],
  image: string | undefined,
) {
  const { baseUrl, contactEmail, contactPhone } = config;
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization({ baseUrl, email: contactEmail, phone: contactPhone }),
      courseData(
        { baseUrl },
        {
          title: course.title,
          summary: course.summary,
          url: `${baseUrl}/courses/${course.slug}`,
          priceCents: course.priceCents,
          image,
          durationMinutes: course.durationMinutes,
          format: course.format,
          sessions,
        },
      ),
    ],
  };
}
