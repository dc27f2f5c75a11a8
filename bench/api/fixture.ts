const cell = (tag: "th" | "td", text: string | number) => `<${tag}><p>${text}</p></${tag}>`;

/**
 * A proposal of about `kilobytes` KB of HTML (headings, paragraphs and a cost table per section),
 * written the way the editor stores it, so the saved document is the size asked for.
 */
export function proposalHtml(kilobytes: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let section = 1; length < kilobytes * 1024; section++) {
    const part =
      `<h2>${section}. Work package ${section}</h2>` +
      `<p>This package covers discovery, design and delivery of the agreed scope for stage ${section}, with weekly reviews and a written hand-over at its end.</p>` +
      `<p>Risks: late feedback on designs, third-party API limits and data migration effort; each is tracked with an owner and a mitigation.</p>` +
      `<table style="min-width: 150px;"><colgroup>${'<col style="min-width: 50px;">'.repeat(3)}</colgroup><tbody>` +
      `<tr>${cell("th", "Item")}${cell("th", "Days")}${cell("th", "Cost")}</tr>` +
      `<tr>${cell("td", "Design")}${cell("td", section + 2)}${cell("td", `$${(section + 2) * 640}`)}</tr>` +
      `<tr>${cell("td", "Build")}${cell("td", section * 3)}${cell("td", `$${section * 3 * 640}`)}</tr>` +
      `<tr>${cell("td", "Tests")}${cell("td", section + 1)}${cell("td", `$${(section + 1) * 640}`)}</tr></tbody></table>`;
    parts.push(part);
    length += part.length;
  }
  return parts.join("");
}
