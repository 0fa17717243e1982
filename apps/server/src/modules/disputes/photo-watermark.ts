import sharp from 'sharp';

/** The longest side a photo is served at: enough to read a plate or a sign, and a bounded cost per view. */
const MAX_SIDE = 1600;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** When the photo was viewed, in Hong Kong time (UTC+8, no daylight saving), as the mark shows it. */
function hongKongStamp(at: Date) {
  return `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} HKT`;
}

/**
 * The photo as one viewer sees it: the application's reference drawn across it and in a band along the
 * bottom with the time of viewing, so a copy passed on names the application it came from. JPEG out.
 */
export async function watermarkPhoto(content: Uint8Array, reference: string, at: Date): Promise<Buffer> {
  const resized = await sharp(content)
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = resized.info;
  const band = Math.max(18, Math.round(height / 14));
  const large = Math.max(16, Math.round(Math.min(width, height) / 8));
  const label = escapeXml(`${reference} · ${hongKongStamp(at)}`);
  const ref = escapeXml(reference);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${large}" text-anchor="middle" fill="#ffffff" fill-opacity="0.4" stroke="#000000" stroke-opacity="0.25">
    <text x="${width / 2}" y="${height / 2 - large}">${ref}</text>
    <text x="${width / 2}" y="${height / 2 + large}">${ref}</text>
  </g>
  <rect x="0" y="${height - band}" width="${width}" height="${band}" fill="#000000" fill-opacity="0.6"/>
  <text x="${Math.round(band / 3)}" y="${height - Math.round(band / 3)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(band * 0.6)}" fill="#ffffff">${label}</text>
</svg>`;
  return sharp(resized.data)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Whether the bytes decode as an image (a JPEG or PNG signature in front of anything else is refused). */
export async function decodesAsImage(content: Uint8Array): Promise<boolean> {
  try {
    const meta = await sharp(content).metadata();
    return Boolean(meta.width && meta.height && (meta.format === 'jpeg' || meta.format === 'png'));
  } catch {
    return false;
  }
}
