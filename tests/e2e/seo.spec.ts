import { APPROVED_STATES, statePagePath } from "~/content/states";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./support/test";

function structuredData(html: string): { "@graph": { "@type": string; [key: string]: unknown }[] } {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no JSON-LD on the page");
  return JSON.parse(match[1]);
}

test("robots.txt keeps crawlers out of personal pages and points to the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(response.headers()["cache-control"]).toContain("s-maxage");
  const text = await response.text();
  for (const path of ["/dashboard", "/profile", "/payment", "/api/"]) {
    expect(text).toContain(`Disallow: ${path}`);
  }
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap is valid XML listing every public page, and each one answers 200", async ({
  page,
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  await page.goto("/");
  const locations = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
  }, xml);
  expect(locations).not.toBeNull();
  const paths = (locations ?? []).map((url) => {
    expect(url.startsWith(baseURL)).toBe(true);
    return url.slice(baseURL.length);
  });
  for (const expected of [
    "/",
    "/courses",
    "/courses/ai",
    "/plans",
    "/advanced-legal-ai-cle",
    ...APPROVED_STATES.map((state) => statePagePath(state.slug)),
  ]) {
    expect(paths).toContain(expected);
  }
  expect(paths.some((path) => path.startsWith("/course-player/"))).toBe(true);
  expect(paths.some((path) => path.startsWith("/dashboard"))).toBe(false);
  for (const path of paths) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test("pages carry canonical and Open Graph tags, and the home and splash pages structured data", async ({
  page,
  request,
}) => {
  await page.goto("/courses?q=ethics");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/courses`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Courses/);

  const home = structuredData(await (await request.get("/")).text());
  const organization = home["@graph"].find((item) => item["@type"] === "Organization");
  expect(organization).toMatchObject({ name: "LexEdge CLE", url: `${baseURL}/` });
  const webcast = home["@graph"].find((item) => item["@type"] === "EducationEvent");
  expect(webcast).toMatchObject({
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    offers: { price: "0.00", priceCurrency: "USD" },
  });
  expect(Number.isNaN(Date.parse(String(webcast?.startDate)))).toBe(false);

  const splash = structuredData(await (await request.get("/advanced-legal-ai-cle")).text());
  expect(splash["@graph"].find((item) => item["@type"] === "Course")).toMatchObject({
    offers: { price: "299.00" },
  });
  const events = splash["@graph"].filter((item) => item["@type"] === "EducationEvent");
  expect(events).toHaveLength(3);
  expect(
    events.filter(
      (event) =>
        (event.offers as { availability: string }).availability === "https://schema.org/SoldOut",
    ),
  ).toHaveLength(2);
});
