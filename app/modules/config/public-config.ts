/** The only configuration the browser ever sees. Add to it deliberately. */
export type PublicConfig = {
  baseUrl: string;
  contactEmail: string;
  contactPhone: string;
  paymentsMode: "stripe" | "test";
};
