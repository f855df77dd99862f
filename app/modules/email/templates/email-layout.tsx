import type { ReactNode } from "react";
import { SITE_NAME } from "~/content/site";

// Inline styles only: e-mail clients ignore style sheets.
const styles = {
  body: {
    margin: 0,
    padding: "24px 0",
    backgroundColor: "#f1f5f9",
    fontFamily: "Arial, Helvetica, sans-serif",
  },
  card: {
    maxWidth: 560,
    margin: "0 auto",
    backgroundColor: "#ffffff",
    borderRadius: 8,
    padding: 32,
    color: "#0f172a",
  },
  brand: { fontSize: 20, fontWeight: 700, color: "#172554", margin: "0 0 24px" },
  footer: {
    maxWidth: 560,
    margin: "16px auto 0",
    fontSize: 12,
    color: "#475569",
    textAlign: "center" as const,
  },
};

const buttonStyle = {
  display: "inline-block",
  backgroundColor: "#1e40af",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: 6,
  textDecoration: "none",
  fontWeight: 700,
};

export function EmailLayout({
  preview,
  reason = "of an action on your account",
  children,
}: {
  preview: string;
  /** Why the reader gets this message, ending the footer's "You receive this message because …". */
  reason?: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{preview}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.card}>
          <p style={styles.brand}>{SITE_NAME}</p>
          {children}
        </div>
        <p style={styles.footer}>
          {SITE_NAME} · Continuing legal education for attorneys. You receive this message because{" "}
          {reason}.
        </p>
      </body>
    </html>
  );
}

/** A call to action: the button, then the plain link for clients that hide buttons. */
export function EmailAction({ href, label }: { href: string; label: string }) {
  return (
    <>
      <p style={{ margin: "24px 0" }}>
        <a href={href} style={buttonStyle}>
          {label}
        </a>
      </p>
      <p style={{ fontSize: 13, color: "#475569" }}>
        Or open this link: <a href={href}>{href}</a>
      </p>
    </>
  );
}
