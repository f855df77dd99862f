import { EmailAction, EmailLayout } from "./email-layout";

/**
 * A state approved a course the attorney completed while the approval was
 * pending, and they have no certificate for that state: they may claim it
 * (affirming attendance themselves).
 */
export function CourseApprovedClaim({
  name,
  courseTitle,
  stateName,
  approvalNumber,
  claimUrl,
}: {
  name: string;
  courseTitle: string;
  stateName: string;
  approvalNumber: string;
  claimUrl: string;
}) {
  return (
    <EmailLayout preview={`${stateName} approved ${courseTitle}`}>
      <h1 style={{ fontSize: 22, margin: "0 0 16px" }}>
        {courseTitle} is now approved in {stateName}
      </h1>
      <p>
        Hello {name}, {stateName} has approved <strong>{courseTitle}</strong> (course approval
        number {approvalNumber}), and the approval covers the day you completed it. You are admitted
        in {stateName} but have no {stateName} certificate for this course yet.
      </p>
      <p>
        To get one, open the link below, confirm that you attended and choose {stateName}. We do not
        issue it without your affirmation.
      </p>
      <EmailAction href={claimUrl} label={`Claim your ${stateName} certificate`} />
    </EmailLayout>
  );
}
