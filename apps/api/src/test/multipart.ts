/** A multipart form body by hand, as the field app sends it: text fields, then files. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; bytes: Buffer }[],
) {
  const boundary = '----smms-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The body cut off `extra` bytes after the start of `marker` (its first occurrence): a dropped connection. */
export function cutAt(payload: Buffer, marker: string, extra = 0): Buffer {
  const at = payload.indexOf(marker);
  if (at < 0) throw new Error(`"${marker}" is not in the body`);
  return payload.subarray(0, at + extra);
}
