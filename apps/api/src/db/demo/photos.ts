import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const LABELS = ['Meter front', 'Seal close-up', 'DTR plate', 'Premises'];
const COLOURS = ['#1e3a5f', '#2f5d50', '#5b3a29', '#3f3d56'];

/** A small JPEG standing in for a field photo: the meter (or modem) number and what the shot shows. */
export async function writeDemoPhoto(
  photoDir: string,
  fileName: string,
  meterSno: string,
  slot: number,
  labels: readonly string[] = LABELS,
) {
  const label = labels[(slot - 1) % labels.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="100%" height="100%" fill="${COLOURS[(slot - 1) % COLOURS.length]}"/>
    <rect x="150" y="70" width="180" height="200" rx="14" fill="#e8edf2"/>
    <rect x="172" y="100" width="136" height="56" rx="6" fill="#0f172a"/>
    <text x="240" y="136" font-family="monospace" font-size="22" fill="#4ade80" text-anchor="middle">0${slot}42.7 kWh</text>
    <text x="240" y="205" font-family="sans-serif" font-size="18" fill="#0f172a" text-anchor="middle">${meterSno}</text>
    <text x="240" y="320" font-family="sans-serif" font-size="22" fill="#ffffff" text-anchor="middle">${label}</text>
  </svg>`;
  const file = path.join(photoDir, fileName);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const info = await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toFile(file);
  return info.size;
}
