import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/**
 * A Y4M video (4:2:0) of a QR code holding `text`, black on white, as Chromium's fake camera plays it
 * (`--use-file-for-fake-video-capture`). Written from the code's modules, so no image tool is needed.
 */
export function qrVideo(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cells = modules.size + quiet * 2;
  // Well inside the frame, as a driver holds the phone: about 300 px of the 480 px picture.
  const scale = Math.floor(300 / cells);
  const left = Math.floor((WIDTH - cells * scale) / 2);
  const top = Math.floor((HEIGHT - cells * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        const start = (top + (row + quiet) * scale + y) * WIDTH + left + (col + quiet) * scale;
        luma.fill(16, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** A Chromium whose camera shows the QR code of `text` (the permission prompt answered yes). */
export async function launchWithQrCamera(text: string): Promise<Browser> {
  const dir = await mkdtemp(join(tmpdir(), 'eticket-camera-'));
  const file = join(dir, 'qr.y4m');
  await writeFile(file, qrVideo(text));
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}
