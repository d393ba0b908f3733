import zlib from 'node:zlib';
import sharp from 'sharp';
import { addMeter, addUser } from '../src/test/fixtures.js';
import { multipart } from '../src/test/multipart.js';
import type { AuditWorld } from './audit-world.js';

/** What no stored photo may hold: it marks the hostile part of each upload. */
const MARKER = 'HOSTILE-7f3a';
const script = Buffer.from(`<html><script>alert('${MARKER}')</script></html>`);

/** A PNG whose header claims `size` × `size` pixels (CRC fixed, so only the size is wrong). */
async function hugePng(size: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(size, 16);
  png.writeUInt32BE(size, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

/** A JPEG with a comment segment (FF FE) holding the script, right after its start marker. */
function jpegWithComment(jpeg: Buffer): Buffer {
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.alloc(2), script]);
  comment.writeUInt16BE(script.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
}

/**
 * Item 7, uploads (the checks of meter-photos.test.ts, counted): each hostile file goes to a photo slot
 * of a fresh meter; it must be refused, or stored re-encoded as a JPEG without its hostile part.
 */
export async function hostileUploads(w: AuditWorld) {
  const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
  const cases: { name: string; type: string; bytes: Buffer }[] = [
    { name: 'JPEG + HTML polyglot', type: 'image/jpeg', bytes: Buffer.concat([jpeg, script]) },
    { name: 'PNG + HTML polyglot', type: 'image/png', bytes: Buffer.concat([w.png, script]) },
    { name: 'script in a JPEG comment', type: 'image/jpeg', bytes: jpegWithComment(jpeg) },
    { name: 'HTML claiming PNG (wrong magic)', type: 'image/png', bytes: script },
    { name: 'GIF with a script', type: 'image/gif', bytes: Buffer.concat([Buffer.from('GIF89a'), script]) },
    { name: 'huge dimensions (65535²)', type: 'image/png', bytes: await hugePng(65_535) },
    {
      name: 'SVG with a script',
      type: 'image/svg+xml',
      bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert('${MARKER}')</script></svg>`),
    },
    { name: 'HTML page', type: 'text/html', bytes: script },
  ];
  const results: { name: string; status: number; storedAsSent: boolean }[] = [];
  for (const file of cases) {
    const meter = await addMeter(w.t.app.dbHandle.db, { fieldOfficerId: w.ids.officer });
    const form = multipart({}, [{ field: 'file', name: 'photo', type: file.type, bytes: file.bytes }]);
    const upload = await w.call({
      method: 'POST',
      url: `/api/v1/meters/${meter.id}/photos/1`,
      headers: { cookie: w.cookies.officer, ...form.headers },
      payload: form.payload,
    });
    const stored = await w.call({
      url: `/api/v1/meters/${meter.id}/photos/1`,
      headers: { cookie: w.cookies.ae },
    });
    const bytes = stored.statusCode === 200 ? stored.rawPayload : null;
    const storedAsSent =
      bytes !== null &&
      (bytes.equals(file.bytes) ||
        bytes.includes(MARKER) ||
        !(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff));
    results.push({ name: file.name, status: upload.statusCode, storedAsSent });
  }
  return results;
}

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** The cells of a CSV whose every cell is quoted (as the exports write them). */
const csvCells = (body: string) =>
  [...body.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replaceAll('""', '"'));

/**
 * Item 7, exports (the rule of lib/csv-cells.ts, counted): meters and an officer whose typed text starts
 * with each formula character, exported; every such cell must start with an apostrophe.
 */
export async function formulaCells(w: AuditWorld) {
  const db = w.t.app.dbHandle.db;
  for (const [i, start] of FORMULA_STARTS.entries()) {
    const text = `${start}HYPERLINK("http://evil","FX${i}")`;
    const officer = await addUser(db, {
      username: `fx.officer${i}`,
      role: 'FIELD_OFFICER',
      firstName: text,
      createdBy: w.ids.ae,
    });
    await addMeter(db, {
      fieldOfficerId: officer.id,
      meterSno: `${start}FXM${i}`,
      dtrSno: text,
      substationName: text,
      feederName: text,
    });
  }
  const cells: string[] = [];
  for (const url of ['/api/v1/meters/export', '/api/v1/users/field-officers/export']) {
    const answer = await w.call({ url, headers: { cookie: w.cookies.superadmin } });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    cells.push(...csvCells(answer.body).filter((cell) => cell.includes('FX')));
  }
  const unneutralised = cells.filter((cell) => FORMULA_STARTS.includes(cell.charAt(0)));
  return { checked: cells.length, unneutralised };
}
