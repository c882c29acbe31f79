import path from "node:path";

// A pdfkit document with DejaVu Sans embedded as "regular" and "bold" (pdfkit's built-in PDF fonts
// have no ₹ sign), and a promise of its bytes once `doc.end()` is called. Shared by the GST invoices
// and the twin's shipping labels.

const FONT_DIR = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");
const REGULAR = path.join(FONT_DIR, "DejaVuSans.ttf");
const BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

export type PdfOptions = Omit<PDFKit.PDFDocumentOptions, "font" | "lang">;

/** pdfkit is loaded on the first document, not with every module that can make one (0.7 s of CPU each time it is imported). */
export async function newPdfDocument(options: PdfOptions): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ ...options, font: REGULAR, lang: "en-IN" });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}
