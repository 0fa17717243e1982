import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Drawing {
  canvas: { width: number; height: number };
  context: {
    getImageData(
      x: number,
      y: number,
      w: number,
      h: number,
    ): { data: Uint8ClampedArray; width: number; height: number };
    fillStyle: string;
    fillRect(x: number, y: number, w: number, h: number): void;
  };
}

/**
 * Each reader below hands pdf.js a copy: pdf.js transfers the bytes it is given to its worker, which
 * would leave the caller's PDF empty for the next reader.
 */

/**
 * Reads the QR codes of a PDF as a scanner would: each page rendered to pixels by pdf.js (on its Node
 * canvas, @napi-rs/canvas), then every code on it decoded by jsQR, each one blanked once read so the next
 * can be found.
 */
export async function qrCodesInPdf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: pdf.slice(), isEvalSupported: false }).promise;
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): Drawing } })
    .canvasFactory;
  const found: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 2 });
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvasContext: context as never, viewport } as never).promise;
    for (;;) {
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(image.data, image.width, image.height);
      if (!code) break;
      found.push(code.data);
      const { topLeftCorner: a, bottomRightCorner: b } = code.location;
      context.fillStyle = '#ffffff';
      context.fillRect(a.x - 20, a.y - 20, b.x - a.x + 40, b.y - a.y + 40);
    }
  }
  await doc.destroy();
  return found;
}

/** The text of a PDF, page after page (pdf.js's text layer, as a screen reader or a copy would read it). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: pdf.slice(), isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return parts.join(' ');
}

/**
 * The short codes printed under the QR codes of a PDF (ADR 0047), in the order printed: two groups of
 * five of the code alphabet (no 0, O, 1, I or L) joined by a dash.
 */
export async function shortCodesInPdf(pdf: Uint8Array): Promise<string[]> {
  return [...(await pdfText(pdf)).matchAll(/\b[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}\b/g)].map((m) => m[0]);
}
