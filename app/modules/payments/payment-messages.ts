import { formatPrice } from "~/lib/format";

/** What the buyer reads at each step of a purchase: one place for pages and tests. */
export const PAYMENT_MESSAGES = {
  unknownCourse: "This course cannot be bought here. Choose a course from the catalogue.",
  priceChanged: (cents: number) =>
    `The price of this course is ${formatPrice(cents)}. Review the new total and pay again.`,
  alreadyRegistered: (courseName: string) =>
    `You are already registered for the course "${courseName}"`,
  bundleOwned: "You are already registered for every course in this bundle. Nothing was charged.",
  chooseSession: "Choose the live session you will attend.",
  sessionSoldOut: "This live session is sold out. Choose another date.",
  declined: "Your payment was declined. Nothing was charged and you are not registered.",
  cancelled: "Your payment was cancelled. Nothing was charged and you are not registered.",
  expired: "Your checkout expired before payment. Nothing was charged and you are not registered.",
  providerFailed: "We could not start the payment. Nothing was charged. Please try again.",
  joinHelp:
    "The link to join (an online video meeting) is e-mailed to you the day before and is on your dashboard from then on.",
} as const;
