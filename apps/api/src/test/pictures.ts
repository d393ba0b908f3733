import sharp from 'sharp';
import { seededRandom } from '../db/demo/random.js';

/** A JPEG with detail (dark and light shapes over a gradient, placed by `seed`): photos that differ as photos do. */
export async function picture(seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const shapes = Array.from({ length: 6 }, () => {
    const [x, y, r] = [random.int(0, 640), random.int(0, 480), random.int(40, 160)];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${random.chance(0.5) ? '#111' : '#eee'}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><defs><linearGradient id="g"><stop offset="0" stop-color="#345"/><stop offset="1" stop-color="#ccb"/></linearGradient></defs><rect width="640" height="480" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The same picture saved again smaller and more compressed: other bytes, the same photo. */
export const resaved = async (jpeg: Buffer) => sharp(jpeg).resize(320).jpeg({ quality: 40 }).toBuffer();
