/** A horizontal rule `width` long from (`x`, `y`): the lines between a document's blocks and rows. */
export function drawRule(
  doc: PDFKit.PDFDocument,
  line: { x: number; y: number; width: number },
  stroke: { color: string; width: number },
): void {
  doc
    .moveTo(line.x, line.y)
    .lineTo(line.x + line.width, line.y)
    .lineWidth(stroke.width)
    .strokeColor(stroke.color)
    .stroke();
}
