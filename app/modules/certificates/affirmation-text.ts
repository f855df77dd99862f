/** The affirmation the attorney makes, word for word as stored on the certificate. */
export function affirmationText(courseTitle: string, format: "live" | "self-study"): string {
  return format === "live"
    ? `I affirm that I personally attended the live webcast "${courseTitle}" from start to finish, that I entered the attendance codes announced during it myself, and that the information on this certificate is true.`
    : `I affirm that I personally watched the whole of the on-demand course "${courseTitle}", that I entered the verification codes shown during it myself, and that the information on this certificate is true.`;
}
