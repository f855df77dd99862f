// Credit hours are decimals (0.5, 1.25…). Adding them as floats drifts
// (0.1 + 0.2 = 0.30000000000000004), so the arithmetic runs on whole
// hundredths of an hour and converts back only for output.

/** Hours → whole hundredths; negative, NaN or infinite input counts as 0. */
export function toHundredths(hours: number | undefined | null): number {
  if (hours === undefined || hours === null || !Number.isFinite(hours) || hours <= 0) return 0;
  return Math.round(hours * 100);
}

export function fromHundredths(hundredths: number): number {
  return hundredths / 100;
}

/** "1.0", "1.5", "1.25": hours with one decimal at least, two when they need them. */
export function formatHours(hours: number): string {
  return formatHoursText(toHundredths(hours));
}

/** As formatHours, for whole hundredths of an hour. */
export function formatHoursText(hundredths: number): string {
  const hours = fromHundredths(hundredths);
  return hundredths % 10 === 0 ? hours.toFixed(1) : hours.toFixed(2);
}

/** "1.0 hour", "2.5 hours" */
export function hoursPhrase(hundredths: number): string {
  return `${formatHoursText(hundredths)} ${hundredths === 100 ? "hour" : "hours"}`;
}

/** "1.0 more hour", "2.5 more hours" */
export function moreHoursPhrase(hundredths: number): string {
  return `${formatHoursText(hundredths)} more ${hundredths === 100 ? "hour" : "hours"}`;
}
