import sharp from 'sharp';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { PHOTO_MESSAGES } from '@smms/shared';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_SLOTS = [1, 2, 3, 4] as const;

/** A file of an install form and the slot it goes to. */
export interface SlottedUpload {
  slot: number;
  bytes: Buffer;
}

const SLOT_FIELD = /^photo([1-4])$/;
const UNSLOTTED_FIELDS = new Set(['photos', 'photo', 'photos[]']);

/**
 * Puts each uploaded file in the slot it was sent for: `photoN` goes to slot N, files sent as `photos`
 * fill the free slots in order. A slot named twice, a fifth photo or an unknown field is a 400.
 */
export function assignPhotoSlots(files: readonly { field: string; bytes: Buffer }[]): SlottedUpload[] {
  const taken = new Map<number, Buffer>();
  const unslotted: Buffer[] = [];
  for (const file of files) {
    const named = SLOT_FIELD.exec(file.field);
    if (named) {
      const slot = Number(named[1]);
      if (taken.has(slot)) throw badRequest(PHOTO_MESSAGES.slotTwice(slot));
      taken.set(slot, file.bytes);
    } else if (UNSLOTTED_FIELDS.has(file.field)) unslotted.push(file.bytes);
    else throw badRequest(PHOTO_MESSAGES.unknownField(file.field));
  }
  const free = PHOTO_SLOTS.filter((slot) => !taken.has(slot));
  if (unslotted.length > free.length) throw badRequest(PHOTO_MESSAGES.tooMany);
  unslotted.forEach((bytes, index) => taken.set(free[index] as number, bytes));
  return [...taken.entries()].sort(([a], [b]) => a - b).map(([slot, bytes]) => ({ slot, bytes }));
}

/** What the bytes say the file is, whatever its name or declared type claims (DESIGN §5). */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length > 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length > 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * Checks and re-encodes one upload as a JPEG (rotated upright, metadata such as GPS stripped),
 * so nothing a client sent is ever served back as is.
 */
export async function preparePhoto(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > PHOTO_MAX_BYTES) throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
  if (!sniffImage(bytes)) throw badRequest(PHOTO_MESSAGES.notImage);
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(PHOTO_MESSAGES.notImage);
  }
}

// The store itself is in lib/ so the demo loader writes its photos through it too (db/ never imports modules/).
export { folderStore, type PhotoStore } from '../../lib/photo-store.js';
