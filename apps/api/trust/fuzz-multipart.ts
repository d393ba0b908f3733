import fc from 'fast-check';
import { multipart } from '../src/test/multipart.js';
import { HOSTILE_TEXT } from './hostile-corpus.js';

/** A file a form may carry: a real photo, or something that only pretends to be one. */
export interface FormFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** Files that pretend: script in an SVG, a GIF/HTML polyglot, random bytes, nothing at all. */
export const HOSTILE_FILES: FormFile[] = [
  {
    name: 'x.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
  { name: 'gif.jpg', type: 'image/jpeg', bytes: Buffer.from('GIF89a<script>alert(1)</script>') },
  { name: '../../../../etc/passwd.jpg', type: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0x00]) },
  { name: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) },
  { name: 'a\u0000b.jpg', type: 'text/html', bytes: Buffer.from('<html><body>hi</body></html>') },
];

const FILE_FIELDS = ['photo1', 'photo2', 'photo3', 'photo4', 'photos', 'file', '__proto__', 'x'];

/** How a form is sent: whole, or broken in one of the ways a client or a dropped connection breaks it. */
const BREAKS = [
  'whole',
  'whole',
  'whole',
  'no-boundary',
  'other-boundary',
  'cut',
  'cut-in-header',
  'no-close',
  'lf-only',
  'bad-disposition',
  'nul-field-name',
  'five-files',
] as const;

const fieldText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

/**
 * A multipart body built from a mostly-valid value (its fields as form fields) and some files, then
 * broken as `BREAKS` says. @fastify/multipart and lib/multipart.ts must refuse every broken one whole.
 */
export function fuzzForm(
  valid: fc.Arbitrary<unknown>,
  realFiles: FormFile[],
  hostile: boolean,
): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const file = hostile ? fc.constantFrom(...realFiles, ...HOSTILE_FILES) : fc.constantFrom(...realFiles);
  return fc
    .record({
      value: valid,
      hostileField: hostile
        ? fc.option(fc.tuple(fc.nat(), fc.constantFrom(...HOSTILE_TEXT)), { freq: 3 })
        : fc.constant(null),
      files: fc.array(fc.tuple(fc.constantFrom(...FILE_FIELDS), file), { maxLength: 2 }),
      brk: hostile ? fc.constantFrom(...BREAKS) : fc.constant('whole' as const),
      cutAt: fc.nat(),
    })
    .map(({ value, hostileField, files, brk, cutAt }) => {
      const fields: Record<string, string> = {};
      if (typeof value === 'object' && value !== null)
        for (const [k, v] of Object.entries(value)) fields[k] = fieldText(v);
      const keys = Object.keys(fields);
      if (hostileField && keys.length) fields[keys[hostileField[0] % keys.length] ?? 'x'] = hostileField[1];
      if (brk === 'nul-field-name') fields['na\u0000me'] = 'x';
      const parts = files.map(([field, f]) => ({ field, name: f.name, type: f.type, bytes: f.bytes }));
      if (brk === 'five-files') {
        const first = realFiles[0] ?? HOSTILE_FILES[0];
        if (first) for (let i = 1; i <= 5; i++) parts.push({ field: `photo${i}`, ...first });
      }
      const form = multipart(fields, parts);
      let payload = form.payload;
      let contentType = form.headers['content-type'];
      const text = payload.toString('latin1');
      if (brk === 'no-boundary') contentType = 'multipart/form-data';
      if (brk === 'other-boundary') contentType = 'multipart/form-data; boundary=something-else';
      if (brk === 'cut') payload = payload.subarray(0, cutAt % Math.max(1, payload.length));
      if (brk === 'cut-in-header') {
        const at = text.lastIndexOf('Content-Disposition');
        payload = payload.subarray(0, at < 0 ? 10 : at + 12);
      }
      if (brk === 'no-close') payload = payload.subarray(0, text.lastIndexOf('--'));
      if (brk === 'lf-only') payload = Buffer.from(text.replace(/\r\n/g, '\n'), 'latin1');
      if (brk === 'bad-disposition')
        payload = Buffer.from(text.replace('form-data; name="', 'form-data; name=unterminated"'), 'latin1');
      return { payload, contentType };
    });
}
