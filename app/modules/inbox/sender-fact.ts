/** One thing the sender gave (their name, their message), as label and value. */
export type Fact = { label: string; value: string };
