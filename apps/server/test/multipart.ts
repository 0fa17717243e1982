import { randomUUID } from 'node:crypto';

export interface Part {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

/** A multipart/form-data body as a browser (or the police's system) sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----eticket${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.fileName
      ? `form-data; name="${p.name}"; filename="${p.fileName}"\r\ncontent-type: application/octet-stream`
      : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
