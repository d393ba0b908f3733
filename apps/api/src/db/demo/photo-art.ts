import sharp from 'sharp';
import { seededRandom } from './random.js';

/**
 * The demo's install photos, drawn: a meter's face with its serial, the seal on its terminal cover, the plate of
 * the DTR it hangs from with the DTR number, and the site. Each kind has a few scenes, drawn once (the slow part:
 * SVG to pixels, with a film grain so they read as photos and weigh what a phone's small JPEG does); each photo
 * is a scene with its installation's own text laid over it, encoded as a JPEG.
 */
export const PHOTO_KINDS = ['meter', 'seal', 'dtr', 'site'] as const;
/** A modem's four: its front, the SIM slot, the antenna on its mast, the site. */
export const MODEM_PHOTO_KINDS = ['modem', 'sim', 'antenna', 'site'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number] | (typeof MODEM_PHOTO_KINDS)[number];

/** What a photo prints of its installation. */
export interface PhotoSubject {
  /** The meter's (or modem's) serial number. */
  serial: string;
  dtrSno: string | null;
  dtrCapacity?: string | null;
  installedOn: Date;
}

const W = 640;
const H = 480;
const esc = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A number drawn from the serial, so each installation reads its own reading and seal number. */
function digitsOf(serial: string, length: number): string {
  let hash = 2166136261;
  for (const c of serial) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return String(hash).padStart(length, '7').slice(-length);
}

const shade = `
  <radialGradient id="vignette" cx="50%" cy="45%" r="75%">
    <stop offset="60%" stop-color="#000" stop-opacity="0"/>
    <stop offset="100%" stop-color="#000" stop-opacity="0.45"/>
  </radialGradient>`;

/** A scene as one SVG: its own gradients beside the vignette's, its drawing, then the vignette over it all. */
const photo = (defs: string, drawing: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${shade}${defs}</defs>${drawing}<rect width="${W}" height="${H}" fill="url(#vignette)"/></svg>`;

interface Scene {
  svg: string;
  /** The installation's own text, in the scene's coordinates, all inside `box` (drawn alone: a small SVG). */
  text: (s: PhotoSubject) => string;
  box: { x: number; y: number; w: number; h: number };
}

/** A meter on a wall: its box, the LCD, the rating label with its serial. Three walls, three lights. */
function meterScene(variant: number): Scene {
  const walls = ['#c9b79c', '#a9b4b8', '#d8c8b0'];
  const boxes = ['#eef1f3', '#e4e7ea', '#f4f4ef'];
  const tilt = [-2, 1.5, -0.5][variant] ?? 0;
  const svg = photo(
    `
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${walls[variant]}"/><stop offset="1" stop-color="#6f6a62"/>
      </linearGradient>
      <linearGradient id="box" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${boxes[variant]}"/><stop offset="1" stop-color="#b9c0c6"/>
      </linearGradient>`,
    `
    <rect width="${W}" height="${H}" fill="url(#wall)"/>
    <rect x="0" y="${300 + variant * 20}" width="${W}" height="6" fill="#00000022"/>
    <g transform="rotate(${tilt} 320 240)">
      <rect x="178" y="38" width="296" height="412" rx="22" fill="#00000055" transform="translate(8 10)"/>
      <rect x="178" y="38" width="296" height="412" rx="22" fill="url(#box)" stroke="#7b848c" stroke-width="3"/>
      <rect x="212" y="78" width="228" height="86" rx="8" fill="#1d2a22" stroke="#3b4a40" stroke-width="4"/>
      <rect x="222" y="88" width="208" height="66" rx="4" fill="#8fb39a"/>
      <circle cx="236" cy="196" r="9" fill="#d62f2f"/><text x="252" y="201" font-family="DejaVu Sans" font-size="13" fill="#333">Imp/kWh 3200</text>
      <rect x="208" y="226" width="236" height="150" rx="6" fill="#fbfbf7" stroke="#9aa3aa"/>
      <text x="326" y="252" font-family="DejaVu Sans" font-weight="bold" font-size="17" fill="#222" text-anchor="middle">1-PHASE SMART METER</text>
      <text x="326" y="274" font-family="DejaVu Sans" font-size="12" fill="#444" text-anchor="middle">240 V  5-30 A  50 Hz  Class 1.0</text>
      ${Array.from({ length: 34 }, (_, i) => `<rect x="${232 + i * 5.6}" y="330" width="${1 + ((i * 7) % 3)}" height="30" fill="#111"/>`).join('')}
      <rect x="238" y="398" width="176" height="34" rx="4" fill="#c7ccd1" stroke="#8a939b"/>
      <circle cx="252" cy="415" r="5" fill="#6d747a"/><circle cx="400" cy="415" r="5" fill="#6d747a"/>
    </g>`,
  );
  const text = (s: PhotoSubject) => `<g transform="rotate(${tilt} 320 240)">
      <text x="326" y="138" font-family="DejaVu Sans Mono" font-weight="bold" font-size="34" fill="#17241b" text-anchor="middle">${digitsOf(s.serial, 5)}.${digitsOf(s.serial + 'd', 1)}</text>
      <text x="424" y="148" font-family="DejaVu Sans" font-size="11" fill="#17241b" text-anchor="end">kWh</text>
      <text x="326" y="310" font-family="DejaVu Sans Mono" font-weight="bold" font-size="21" fill="#111" text-anchor="middle">S.No ${esc(s.serial)}</text>
    </g>`;
  return { svg, text, box: { x: 196, y: 92, w: 264, h: 236 } };
}

/** The terminal cover's seal: the wire through the screws and the numbered plastic seal, close up. */
function sealScene(variant: number): Scene {
  const seals = ['#d7263d', '#1b6fd1', '#e0a800'];
  const svg = photo(
    `
      <linearGradient id="cover" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#e9ecee"/><stop offset="1" stop-color="#9ea6ad"/>
      </linearGradient>
      <radialGradient id="screw" cx="40%" cy="35%" r="70%">
        <stop offset="0" stop-color="#f4f4f4"/><stop offset="1" stop-color="#6b7177"/>
      </radialGradient>`,
    `
    <rect width="${W}" height="${H}" fill="url(#cover)"/>
    <rect x="0" y="${60 + variant * 30}" width="${W}" height="14" fill="#00000018"/>
    <circle cx="150" cy="150" r="34" fill="url(#screw)" stroke="#555" stroke-width="2"/>
    <rect x="128" y="146" width="44" height="8" fill="#555" transform="rotate(${30 + variant * 25} 150 150)"/>
    <circle cx="500" cy="170" r="34" fill="url(#screw)" stroke="#555" stroke-width="2"/>
    <rect x="478" y="166" width="44" height="8" fill="#555" transform="rotate(${-20 + variant * 15} 500 170)"/>
    <path d="M150 150 C 220 260, 270 300, 300 300 M340 300 C 380 300, 450 250, 500 170" stroke="#8d8d8d" stroke-width="4" fill="none"/>
    <g transform="rotate(${-8 + variant * 6} 320 310)">
      <rect x="262" y="262" width="116" height="96" rx="14" fill="#00000044" transform="translate(6 8)"/>
      <rect x="262" y="262" width="116" height="96" rx="14" fill="${seals[variant]}"/>
      <rect x="272" y="272" width="96" height="50" rx="6" fill="#ffffff33"/>
    </g>`,
  );
  const text = (s: PhotoSubject) => `<g transform="rotate(${-8 + variant * 6} 320 310)">
      <text x="320" y="292" font-family="DejaVu Sans" font-weight="bold" font-size="13" fill="#fff" text-anchor="middle">DISCOM SEAL</text>
      <text x="320" y="316" font-family="DejaVu Sans Mono" font-weight="bold" font-size="20" fill="#fff" text-anchor="middle">${digitsOf(s.serial + 'seal', 7)}</text>
      <text x="320" y="344" font-family="DejaVu Sans Mono" font-size="11" fill="#fff" text-anchor="middle">${esc(s.serial)}</text>
    </g>`;
  return { svg, text, box: { x: 236, y: 246, w: 168, h: 136 } };
}

/** The DTR's riveted rating plate on its tank, with the DTR number stamped in. */
function dtrScene(variant: number): Scene {
  const tanks = ['#5d7a5a', '#6b6f74', '#7a6a4f'];
  const svg = photo(
    `
      <linearGradient id="plate" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f1f1ea"/><stop offset="0.5" stop-color="#c9cbc4"/><stop offset="1" stop-color="#a6a9a2"/>
      </linearGradient>`,
    `
    <rect width="${W}" height="${H}" fill="${tanks[variant]}"/>
    ${Array.from({ length: 7 }, (_, i) => `<rect x="${i * 96 - 10}" y="0" width="30" height="${H}" fill="#00000022"/>`).join('')}
    <rect x="96" y="70" width="448" height="330" rx="8" fill="#00000055" transform="translate(8 10)"/>
    <rect x="96" y="70" width="448" height="330" rx="8" fill="url(#plate)" stroke="#555" stroke-width="2"/>
    ${[
      [114, 88],
      [526, 88],
      [114, 382],
      [526, 382],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#777" stroke="#444"/>`)
      .join('')}
    <text x="320" y="112" font-family="DejaVu Sans" font-weight="bold" font-size="19" fill="#222" text-anchor="middle">DISTRIBUTION TRANSFORMER</text>
    <line x1="130" y1="124" x2="510" y2="124" stroke="#333" stroke-width="2"/>
    <text x="136" y="196" font-family="DejaVu Sans" font-size="15" fill="#333">RATING</text>
    <text x="136" y="226" font-family="DejaVu Sans" font-size="15" fill="#333">VOLTAGE HV / LV</text>
    <text x="350" y="226" font-family="DejaVu Sans Mono" font-size="15" fill="#222">11000 / 433 V</text>
    <text x="136" y="256" font-family="DejaVu Sans" font-size="15" fill="#333">PHASES</text>
    <text x="350" y="256" font-family="DejaVu Sans Mono" font-size="15" fill="#222">3  50 Hz  Dyn11</text>
    <text x="136" y="286" font-family="DejaVu Sans" font-size="15" fill="#333">COOLING</text>
    <text x="350" y="286" font-family="DejaVu Sans Mono" font-size="15" fill="#222">ONAN</text>
    <text x="136" y="316" font-family="DejaVu Sans" font-size="15" fill="#333">YEAR OF MFG</text>
    <text x="350" y="316" font-family="DejaVu Sans Mono" font-size="15" fill="#222">${2016 + variant * 3}</text>`,
  );
  const text = (s: PhotoSubject) => `
    <text x="136" y="164" font-family="DejaVu Sans" font-size="15" fill="#333">DTR No.</text>
    <text x="350" y="164" font-family="DejaVu Sans Mono" font-weight="bold" font-size="19" fill="#111">${esc(s.dtrSno ?? 'UNMARKED')}</text>
    <text x="350" y="196" font-family="DejaVu Sans Mono" font-size="15" fill="#222">${esc(s.dtrCapacity ?? '100 KVA')}</text>`;
  return { svg, text, box: { x: 130, y: 144, w: 400, h: 60 } };
}

/** The site: the house front with the meter box by the door, the service line from the pole. */
function siteScene(variant: number): Scene {
  const skies = ['#9cc6e8', '#c9d6df', '#f0c9a0'];
  const houses = ['#e3c7a1', '#c8d3c0', '#e8e1d3'];
  const svg = photo(
    `
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${skies[variant]}"/><stop offset="1" stop-color="#f3f1ea"/>
      </linearGradient>`,
    `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect x="0" y="380" width="${W}" height="100" fill="#9b8b72"/>
    <rect x="0" y="372" width="${W}" height="10" fill="#7c6d57"/>
    <rect x="${60 + variant * 30}" y="150" width="330" height="230" fill="${houses[variant]}" stroke="#8c7b63" stroke-width="2"/>
    <polygon points="${40 + variant * 30},150 ${225 + variant * 30},70 ${410 + variant * 30},150" fill="#8e4b3a"/>
    <rect x="${100 + variant * 30}" y="250" width="70" height="130" fill="#6b4a32"/>
    <rect x="${270 + variant * 30}" y="200" width="90" height="70" fill="#7fa7c4" stroke="#fff" stroke-width="5"/>
    <rect x="${190 + variant * 30}" y="262" width="44" height="58" rx="4" fill="#eef1f3" stroke="#555" stroke-width="2"/>
    <rect x="${197 + variant * 30}" y="270" width="30" height="12" fill="#8fb39a"/>
    <rect x="540" y="40" width="14" height="340" fill="#8a8f94"/>
    <rect x="500" y="60" width="94" height="8" fill="#6d7277"/>
    <path d="M547 64 Q ${380 + variant * 20} 200 ${212 + variant * 30} 262" stroke="#222" stroke-width="2" fill="none"/>
    <path d="M0 70 Q 270 100 540 62 M554 62 Q 600 70 640 64" stroke="#333" stroke-width="2" fill="none"/>
    <circle cx="${470 - variant * 40}" cy="330" r="36" fill="#4e7a3b"/><rect x="${466 - variant * 40}" y="340" width="8" height="40" fill="#5b4330"/>`,
  );
  // A field camera's stamp: the serial and when the photo was taken.
  const text = (s: PhotoSubject) => `
    <rect x="356" y="428" width="276" height="44" rx="4" fill="#00000088"/>
    <text x="622" y="446" font-family="DejaVu Sans Mono" font-size="13" fill="#ffd966" text-anchor="end">${esc(s.serial)}</text>
    <text x="622" y="464" font-family="DejaVu Sans Mono" font-size="13" fill="#ffd966" text-anchor="end">${s.installedOn.toISOString().slice(0, 16).replace('T', ' ')} UTC</text>`;
  return { svg, text, box: { x: 356, y: 428, w: 276, h: 44 } };
}

/** A communication modem on the wall by the meter: its case, the status LEDs, the rating label with its serial. */
function modemScene(variant: number): Scene {
  const walls = ['#b8ad98', '#9fb0b6', '#cdbfa6'];
  const tilt = [1.5, -1, 0.5][variant] ?? 0;
  const svg = photo(
    `
      <linearGradient id="case" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#f2f3f4"/><stop offset="1" stop-color="#aeb5bb"/>
      </linearGradient>`,
    `
    <rect width="${W}" height="${H}" fill="${walls[variant]}"/>
    <rect x="0" y="${340 + variant * 15}" width="${W}" height="5" fill="#00000022"/>
    <g transform="rotate(${tilt} 320 240)">
      <rect x="150" y="110" width="340" height="250" rx="16" fill="#00000055" transform="translate(8 10)"/>
      <rect x="150" y="110" width="340" height="250" rx="16" fill="url(#case)" stroke="#707880" stroke-width="3"/>
      <text x="182" y="150" font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#1f2a33">RF / 4G COMMS MODEM</text>
      ${['PWR', 'NET', 'RF', 'DATA']
        .map(
          (label, i) =>
            `<circle cx="${200 + i * 70}" cy="190" r="9" fill="${['#2fbf4a', '#2fbf4a', i === 2 && variant === 1 ? '#e0a800' : '#2fbf4a', '#3b82f6'][i]}"/><text x="${200 + i * 70}" y="218" font-family="DejaVu Sans" font-size="12" fill="#333" text-anchor="middle">${label}</text>`,
        )
        .join('')}
      <rect x="182" y="236" width="276" height="96" rx="6" fill="#fbfbf7" stroke="#9aa3aa"/>
      ${Array.from({ length: 30 }, (_, i) => `<rect x="${200 + i * 6.2}" y="296" width="${1 + ((i * 5) % 3)}" height="26" fill="#111"/>`).join('')}
      <rect x="300" y="360" width="40" height="70" fill="#444"/>
    </g>`,
  );
  const text = (s: PhotoSubject) => `<g transform="rotate(${tilt} 320 240)">
      <text x="320" y="262" font-family="DejaVu Sans" font-size="12" fill="#444" text-anchor="middle">IMEI ${digitsOf(s.serial + 'imei', 15)}</text>
      <text x="320" y="286" font-family="DejaVu Sans Mono" font-weight="bold" font-size="19" fill="#111" text-anchor="middle">S.No ${esc(s.serial)}</text>
    </g>`;
  return { svg, text, box: { x: 176, y: 244, w: 288, h: 52 } };
}

/** The SIM tray opened: the card in its slot, its ICCID printed on it. */
function simScene(variant: number): Scene {
  const cards = ['#d8322f', '#1d4ed8', '#f4b400'];
  const svg = photo(
    `
      <linearGradient id="board" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#2f6b3f"/><stop offset="1" stop-color="#173a22"/>
      </linearGradient>
      <linearGradient id="chip" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f7e08a"/><stop offset="1" stop-color="#b8912f"/>
      </linearGradient>`,
    `
    <rect width="${W}" height="${H}" fill="url(#board)"/>
    ${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${40 + i * 48} H ${W}" stroke="#ffffff14" stroke-width="3"/>`).join('')}
    <rect x="150" y="120" width="340" height="240" rx="10" fill="#b9c0c6" stroke="#6b7177" stroke-width="3"/>
    <g transform="rotate(${-4 + variant * 4} 320 240)">
      <path d="M180 150 H 440 L 460 170 V 330 H 180 Z" fill="${cards[variant]}" stroke="#00000055" stroke-width="2"/>
      <rect x="208" y="196" width="84" height="66" rx="8" fill="url(#chip)" stroke="#8a6d1f"/>
      <text x="420" y="186" font-family="DejaVu Sans" font-weight="bold" font-size="18" fill="#fff" text-anchor="end">SIM</text>
    </g>`,
  );
  const text = (s: PhotoSubject) => `<g transform="rotate(${-4 + variant * 4} 320 240)">
      <text x="320" y="300" font-family="DejaVu Sans Mono" font-size="15" fill="#fff" text-anchor="middle">ICCID 8991${digitsOf(s.serial + 'iccid', 15)}</text>
    </g>`;
  return { svg, text, box: { x: 160, y: 270, w: 320, h: 50 } };
}

/** The antenna on its bracket on the roof edge, the sky behind it, its cable down to the modem. */
function antennaScene(variant: number): Scene {
  const skies = ['#8fbde3', '#b9c7d1', '#e9b98d'];
  const svg = photo(
    `
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${skies[variant]}"/><stop offset="1" stop-color="#f5f2ea"/>
      </linearGradient>`,
    `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect x="0" y="360" width="${W}" height="120" fill="#a39a8a"/>
    <rect x="0" y="352" width="${W}" height="12" fill="#7c7466"/>
    <rect x="${250 + variant * 40}" y="120" width="12" height="240" fill="#7d858c"/>
    <rect x="${230 + variant * 40}" y="300" width="52" height="10" fill="#5f666c"/>
    <rect x="${244 + variant * 40}" y="60" width="24" height="120" rx="10" fill="#1f2328"/>
    <circle cx="${256 + variant * 40}" cy="56" r="6" fill="#1f2328"/>
    <path d="M${256 + variant * 40} 180 C ${300 + variant * 40} 240, ${330 + variant * 20} 300, ${360 + variant * 20} 480" stroke="#111" stroke-width="4" fill="none"/>`,
  );
  // The field camera's stamp, as on the site photo.
  const text = (s: PhotoSubject) => `
    <rect x="356" y="428" width="276" height="44" rx="4" fill="#00000088"/>
    <text x="622" y="446" font-family="DejaVu Sans Mono" font-size="13" fill="#ffd966" text-anchor="end">${esc(s.serial)} ANT</text>
    <text x="622" y="464" font-family="DejaVu Sans Mono" font-size="13" fill="#ffd966" text-anchor="end">${s.installedOn.toISOString().slice(0, 16).replace('T', ' ')} UTC</text>`;
  return { svg, text, box: { x: 356, y: 428, w: 276, h: 44 } };
}

const SCENES: Record<PhotoKind, (variant: number) => Scene> = {
  modem: modemScene,
  sim: simScene,
  antenna: antennaScene,
  meter: meterScene,
  seal: sealScene,
  dtr: dtrScene,
  site: siteScene,
};
export const SCENES_PER_KIND = 3;

interface DrawnScene extends Omit<Scene, 'svg'> {
  pixels: Promise<Buffer>;
}

const RAW = { raw: { width: W, height: H, channels: 3 as const } };

/**
 * A shot's own light and framing, drawn from its variant: four patches of shade or glare where they fell, and the
 * part of the scene the camera took (80–100% of it). A phone's photos of the same kind of meter differ so; the
 * photo-match check (issue 42) compares pictures, and without these every photo of a scene would be one picture.
 */
function shotOf(variant: number) {
  const random = seededRandom(variant * 7919 + 17);
  const patches = Array.from({ length: 4 }, () => {
    const [rx, ry] = [60 + 120 * random.next(), 45 + 90 * random.next()];
    const [cx, cy] = [-40 + (W + 80) * random.next(), -40 + (H + 80) * random.next()];
    const fill = random.next() < 0.5 ? '#000' : '#fff';
    const opacity = (0.3 + 0.35 * random.next()).toFixed(2);
    return `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${fill}" fill-opacity="${opacity}" filter="url(#soft)"/>`;
  });
  const width = Math.round(W * (0.8 + 0.2 * random.next()));
  const height = Math.round((width * H) / W);
  const crop = {
    left: Math.floor((W - width) * random.next()),
    top: Math.floor((H - height) * random.next()),
    width,
    height,
  };
  const soft =
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>';
  return {
    light: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${soft}</defs>${patches.join('')}</svg>`,
    crop,
  };
}

/**
 * The scenes, each drawn once on first use (a few SVG renders for the whole demo); each shot is framed from its
 * scene, then a film grain is laid over it, so it reads as a photo and weighs what a phone's small JPEG does.
 */
export function photoArtist() {
  const drawn = new Map<string, DrawnScene>();
  let grain: Promise<Buffer> | undefined;
  const grainOnce = () =>
    (grain ??= sharp({
      create: { ...RAW.raw, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 8 } },
    })
      .raw()
      .toBuffer());
  const scene = (kind: PhotoKind, variant: number): DrawnScene => {
    const key = `${kind}-${variant}`;
    let found = drawn.get(key);
    if (!found) {
      const { svg, ...rest } = SCENES[kind](variant);
      const pixels = sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
      found = { pixels, ...rest };
      drawn.set(key, found);
    }
    return found;
  };
  return {
    /**
     * One JPEG of `kind` for `subject`; `variant` picks the scene (any integer) and the shot's own light and
     * framing (lightShots), so no two installations' photos are one picture with other text.
     */
    async draw(kind: PhotoKind, subject: PhotoSubject, variant: number): Promise<Buffer> {
      const { pixels, text, box } = scene(kind, Math.abs(variant) % SCENES_PER_KIND);
      const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.w}" height="${box.h}"><g transform="translate(${-box.x} ${-box.y})">${text(subject)}</g></svg>`;
      const { light, crop } = shotOf(variant);
      const lit = await sharp(await pixels, RAW)
        .composite([
          { input: Buffer.from(overlay), left: box.x, top: box.y },
          { input: Buffer.from(light), left: 0, top: 0 },
        ])
        .removeAlpha()
        .raw()
        .toBuffer();
      const framed = await sharp(lit, RAW).extract(crop).resize(W, H).raw().toBuffer();
      return sharp(framed, RAW)
        .composite([{ input: await grainOnce(), ...RAW, blend: 'overlay' }])
        .jpeg({ quality: 70 })
        .toBuffer();
    },
  };
}
export type PhotoArtist = ReturnType<typeof photoArtist>;
