import { describe, expect, it } from "vitest";
import { SITE_NAME } from "~/content/site";
import type { CertificateDocument } from "~/modules/certificates/describe-certificate";
import { renderCertificatePdf } from "~/modules/certificates/render-certificate-pdf.server";
import { pdfText } from "../support/pdf-text";

const certificate: CertificateDocument = {
  certificateId: "LX-7K2M-9QDP-4HTA",
  verifyUrl: "https://cle.example.com/certificates/LX-7K2M-9QDP-4HTA",
  attorneyName: "Jordan Avery Ellison",
  barNumber: "4829173",
  stateName: "New York",
  courseTitle: "Hallucinated Citations and Rule 11: Litigating Responsibly with AI",
  providerName: SITE_NAME,
  courseApprovalNumber: "NY-26-0009",
  approvalStatus: "approved",
  format: "Live Webcast",
  dates: "May 2, 2027",
  credits: [
    { label: "Areas of Professional Practice", hours: 0.5 },
    { label: "Ethics and Professionalism", hours: 0.5 },
    { label: "Cybersecurity, Privacy and Data Protection", hours: 1 },
  ],
  creditHourMinutes: 50,
  attendanceVerification: "3 of 3 verification codes entered; 62 minutes watched",
  affirmation: {
    text: "I affirm that I personally attended the entire program shown above and that the information on this certificate is true and accurate.",
    typedName: "Jordan A. Ellison",
    affirmedOn: "May 2, 2027",
  },
  issuedOn: "May 3, 2027",
};

async function render(overrides: Partial<CertificateDocument> = {}) {
  const { pages, info } = await pdfText(
    await renderCertificatePdf({ ...certificate, ...overrides }),
  );
  return { pages, info, text: pages.join(" ") };
}

describe("renderCertificatePdf", () => {
  it("prints every particular of the certificate on one landscape page", async () => {
    const bytes = await renderCertificatePdf(certificate);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const { pages, info } = await pdfText(bytes);
    expect(pages).toHaveLength(1);
    expect(info.Title).toBe(`Certificate of Attendance – ${certificate.courseTitle}`);
    const text = pages.join(" ");
    for (const expected of [
      "Certificate of Attendance",
      SITE_NAME,
      "Jordan Avery Ellison",
      "New York bar number 4829173",
      "New York",
      certificate.courseTitle,
      "NY-26-0009",
      "Live Webcast",
      "May 2, 2027",
      "Areas of Professional Practice 0.5",
      "Ethics and Professionalism 0.5",
      "Cybersecurity, Privacy and Data Protection 1.0",
      "Total 2.0",
      "Credit hours for New York are 50 minutes.",
      "Attendance verification: 3 of 3 verification codes entered; 62 minutes watched",
      certificate.affirmation.text,
      "Jordan A. Ellison",
      "May 3, 2027",
      "LX-7K2M-9QDP-4HTA",
      "Verify at https://cle.example.com/certificates/LX-7K2M-9QDP-4HTA",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Approval pending");
    expect(text).not.toContain("not provided");
  });

  it("says when approval is pending, without a course number", async () => {
    const { text } = await render({ approvalStatus: "pending", courseApprovalNumber: null });
    expect(text).toContain("Approval pending");
    expect(text).toContain("Credit is not guaranteed until New York approves the course.");
    expect(text).not.toContain("NY-26-0009");
  });

  it("says when the bar number is not on file or the credit hour is not established", async () => {
    const { text } = await render({ barNumber: null, creditHourMinutes: null });
    expect(text).toContain("Bar number not provided");
    expect(text).not.toContain("bar number 4829173");
    expect(text).toContain("The length of a credit hour for New York is not established.");
  });

  it("prints names as typed in any Latin, Greek or Cyrillic letters, and replaces what the font lacks", async () => {
    const { text } = await render({
      attorneyName: "Zoë O’Connor-Ñúñez",
      affirmation: {
        ...certificate.affirmation,
        typedName: "Łucja Ząbkowska, Dvořák, Nguyễn Thị Ánh, Σοφία, Иван, 李",
      },
    });
    expect(text).toContain("Zoë O’Connor-Ñúñez");
    expect(text).toContain("Łucja Ząbkowska, Dvořák, Nguyễn Thị Ánh, Σοφία, Иван, ?");
  });

  it("totals fractional credits and runs a very long credits list onto a second page", async () => {
    const credits = Array.from({ length: 12 }, (_, index) => ({
      label: `Credit category ${index + 1}`,
      hours: 0.25,
    }));
    const { pages, text } = await render({ credits });
    expect(pages.length).toBe(2);
    expect(text).toContain("Credit category 12 0.25");
    expect(text).toContain("Total 3.0");
    expect(pages.at(-1)).toContain("Page 2 of 2");
  });
});
