import type { CertificateFacts } from "../sharing/certificate.js";
import type { PdfNode } from "./pdf-content.js";

const GRID = { hLineColor: () => "#c7ccd4", vLineColor: () => "#c7ccd4", hLineWidth: () => 0.5, vLineWidth: () => 0.5 };

/**
 * The signed copy's last page, after the proposal: who accepted it and when, the SHA-256 of the text
 * they read (this copy's text, as the document is locked from then on), the scope they chose and the
 * total, as the acceptance certificate states them.
 */
export function acceptancePage(facts: CertificateFacts): PdfNode[] {
  return [
    {
      text: "Acceptance",
      id: "acceptance",
      outline: true,
      outlineText: "Acceptance",
      fontSize: 16,
      bold: true,
      margin: [0, 0, 0, 6],
      pageBreak: "before",
    },
    {
      text: "The client accepted this proposal electronically with a typed signature. This copy is the text they accepted: its SHA-256 is the one below.",
      margin: [0, 0, 0, 8],
    },
    {
      table: {
        widths: ["auto", "*"],
        body: facts.rows.map(([label, value]) => [{ text: label, bold: true }, { text: value }]),
      },
      layout: GRID,
      fontSize: 9.5,
      margin: [0, 0, 0, 12],
    },
    { text: "Scope accepted", fontSize: 12, bold: true, margin: [0, 4, 0, 6] },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: ["*", "auto", "auto"],
        body: [
          [
            { text: "Item", bold: true, fillColor: "#eef2f7" },
            { text: "Chosen", bold: true, fillColor: "#eef2f7" },
            { text: "Cost", bold: true, fillColor: "#eef2f7", alignment: "right" },
          ],
          ...facts.lines.map((line) => [
            { text: line.item },
            { text: line.choice, noWrap: true },
            { text: line.cost, alignment: "right", noWrap: true },
          ]),
        ],
      },
      layout: GRID,
      fontSize: 9.5,
      margin: [0, 0, 0, 8],
    },
    { text: `Total accepted (expected): ${facts.total}`, bold: true, fontSize: 11.5 },
  ];
}
