/**
 * A real one-page PDF, written by hand so a test can make it synchronously and
 * of an exact size (when `size` is more than its 400-odd bytes): its header,
 * three objects, a comment line padding it, and the cross-reference table and
 * trailer that point at them.
 */
export function minimalPdf(size = 0): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let body = "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n";
  const entries: string[] = [];
  for (const [index, object] of objects.entries()) {
    entries.push(`${String(body.length).padStart(10, "0")} 00000 n \n`);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const build = (padding: number) => {
    const padded = padding > 0 ? `${body}%${" ".repeat(padding - 1)}\n` : body;
    const table = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join("")}`;
    const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n`;
    return `${padded}${table}${trailer}startxref\n${padded.length}\n%%EOF\n`;
  };
  let padding = 0;
  let text = build(padding);
  if (size < text.length + 2) return Buffer.from(text, "latin1");
  // The padding moves the table, and the offset's digits with it: a few passes settle it.
  for (let pass = 0; pass < 4 && text.length !== size; pass += 1) {
    padding += size - text.length;
    text = build(padding);
  }
  return Buffer.from(text, "latin1");
}
