import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser's FormData upload sends it. */
export function multipartFile(
  data: Buffer,
  opts: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ligpit${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'photo'}"; filename="${opts.filename ?? 'photo.jpg'}"\r\n` +
      `Content-Type: ${opts.contentType ?? 'image/jpeg'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
