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
  orderRemoved: (name: string) =>
    `Your unpaid order for “${name}” is removed. Nothing was charged.`,
  orderNotFound: "We could not find this order among yours. Reload your dashboard and try again.",
  paidOrderKept:
    "A paid order stays on your purchases. To cancel a purchase or ask for a refund, contact us.",
  joinHelp:
    "The link to join (an online video meeting) is e-mailed to you the day before and is on your dashboard from then on.",
} as const;
