// Product pictures drawn at seed time as SVG (no remote URLs; the demo must look like a shop).
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appRoot } from '../env';

/** What a seeded goods' drawing shows. */
export const PICTURE_KINDS = ['flower', 'succulent', 'tree', 'bulb', 'seed', 'tool', 'pot', 'fertilizer', 'foliage'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The URL prefix seed media is served under; files live in `<mediaDir>/seed/`. */
export const SEED_MEDIA_URL = '/media/seed';

export interface PictureSpec {
  readonly file: string;
  readonly kind: PictureKind;
  readonly title: string;
  /** Main colour (flower, pot, packet …). */
  readonly colour: string;
  /** Background tint. */
  readonly background: string;
}

export interface BannerSpec {
  readonly file: string;
  readonly title: string;
  readonly subtitle: string;
  readonly colour: string;
}

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const leaf = (x: number, y: number, angle: number, size: number, colour: string): string =>
  `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size / 2.6}" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`;

const pot = (colour: string): string =>
  `<path d="M150 300 L350 300 L325 420 L175 420 Z" fill="${colour}"/><rect x="138" y="288" width="224" height="26" rx="6" fill="${colour}" opacity="0.85"/>`;

const bloom = (cx: number, cy: number, r: number, colour: string): string => {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<circle cx="${(cx + Math.cos(a) * r * 0.6).toFixed(1)}" cy="${(cy + Math.sin(a) * r * 0.6).toFixed(1)}" r="${(r * 0.5).toFixed(1)}" fill="${colour}"/>`;
  }).join('');
  return `${petals}<circle cx="${cx}" cy="${cy}" r="${r * 0.35}" fill="#f6d36b"/>`;
};

function drawSubject(kind: PictureKind, colour: string): string {
  const green = '#4f8a3c';
  switch (kind) {
    case 'flower':
      return `<path d="M250 300 C245 240 260 200 250 150" stroke="${green}" stroke-width="8" fill="none"/>
${leaf(215, 240, -30, 38, green)}${leaf(285, 215, 30, 38, green)}
${bloom(250, 140, 62, colour)}${bloom(175, 190, 34, colour)}${bloom(325, 175, 38, colour)}${pot('#b5653d')}`;
    case 'succulent':
      return `${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => leaf(250 + Math.cos((a * Math.PI) / 180) * 48, 250 + Math.sin((a * Math.PI) / 180) * 30, a, 52, colour)).join('')}
${[20, 110, 200, 290].map((a) => leaf(250 + Math.cos((a * Math.PI) / 180) * 22, 245 + Math.sin((a * Math.PI) / 180) * 14, a, 34, '#9cc79a')).join('')}${pot('#d9d2c5')}`;
    case 'tree':
      return `<rect x="240" y="180" width="20" height="120" fill="#7a5230"/><circle cx="250" cy="150" r="95" fill="${green}"/>
${[
  [210, 120],
  [280, 110],
  [250, 170],
  [300, 180],
  [200, 185],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14" fill="${colour}"/>`)
  .join('')}${pot('#8c6a4f')}`;
    case 'bulb':
      return `${[170, 250, 330].map((x, i) => `<path d="M${x} 330 C${x - 8} 260 ${x + 8} 220 ${x} 170" stroke="${green}" stroke-width="7" fill="none"/>${leaf(x - 18, 270, -70, 40, green)}<path d="M${x - 30} ${165 - i * 8} Q${x} ${90 - i * 8} ${x + 30} ${165 - i * 8} L${x + 20} ${200 - i * 8} L${x - 20} ${200 - i * 8} Z" fill="${colour}"/>`).join('')}
<ellipse cx="250" cy="380" rx="150" ry="36" fill="#8a6b4b"/>`;
    case 'seed':
      return `<rect x="150" y="90" width="200" height="300" rx="14" fill="${colour}"/><rect x="170" y="120" width="160" height="150" rx="10" fill="#fff" opacity="0.9"/>
${bloom(250, 195, 44, colour)}<rect x="150" y="90" width="200" height="22" fill="#000" opacity="0.12"/>`;
    case 'tool':
      return `<rect x="235" y="70" width="30" height="190" rx="12" fill="${colour}"/><path d="M205 260 L295 260 L280 410 Q250 440 220 410 Z" fill="#b9c0c7"/>
<rect x="228" y="252" width="44" height="20" rx="4" fill="#6f7880"/>`;
    case 'pot':
      return `<path d="M120 180 L380 180 L345 410 L155 410 Z" fill="${colour}"/><rect x="105" y="160" width="290" height="36" rx="10" fill="${colour}"/>
<path d="M140 250 L360 250" stroke="#fff" stroke-opacity="0.35" stroke-width="10"/>`;
    case 'fertilizer':
      return `<path d="M150 110 L350 110 L370 410 L130 410 Z" fill="${colour}"/><rect x="175" y="190" width="150" height="110" rx="12" fill="#fff" opacity="0.9"/>
${leaf(230, 245, -35, 34, green)}${leaf(272, 245, 35, 34, green)}`;
    case 'foliage':
      return `${[-60, -30, 0, 30, 60].map((a, i) => `<path d="M250 300 Q${250 + a * 1.5} ${200 - i * 4} ${250 + a * 2.4} ${110 + Math.abs(a)}" stroke="${green}" stroke-width="6" fill="none"/>${leaf(250 + a * 2.4, 115 + Math.abs(a), a - 90, 58, colour)}`).join('')}${pot('#e8e2d6')}`;
  }
}

/** One product picture: the drawing on a tinted card with the goods name below. */
export function drawPicture(spec: PictureSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<rect width="500" height="500" fill="${spec.background}"/>
<circle cx="250" cy="230" r="190" fill="#fff" opacity="0.45"/>
${drawSubject(spec.kind, spec.colour)}
<rect x="0" y="440" width="500" height="60" fill="#fff" opacity="0.8"/>
<text x="250" y="480" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="28" text-anchor="middle" fill="#2f3b2b">${escapeXml(spec.title)}</text>
</svg>`;
}

/** A wide banner for the carousel, themes and activities. */
export function drawBanner(spec: BannerSpec): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${spec.colour}"/><stop offset="1" stop-color="#fdf8ef"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<g transform="translate(760 -40) scale(0.9)">${drawSubject('flower', '#f7f3e8')}</g>
<text x="90" y="190" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="64" font-weight="bold" fill="#fff">${escapeXml(spec.title)}</text>
<text x="92" y="260" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="30" fill="#fff">${escapeXml(spec.subtitle)}</text>
</svg>`;
}

/**
 * The gallery video of the demo goods: a 4-second VP8 WebM made once from a seed drawing
 * (ffmpeg zoompan) and committed, since no encoder is available at seed time.
 */
export const SEED_VIDEO_FILE = 'garden-tour.webm';
const videoSource = path.join(appRoot, 'src/seed/assets', SEED_VIDEO_FILE);

/** Writes the pictures and banners, and copies the video, under `<mediaDir>/seed/`. */
export async function writePictures(mediaDir: string, pictures: readonly PictureSpec[], banners: readonly BannerSpec[]): Promise<void> {
  const dir = path.join(mediaDir, 'seed');
  await mkdir(dir, { recursive: true });
  await Promise.all([
    ...pictures.map((p) => writeFile(path.join(dir, p.file), drawPicture(p))),
    ...banners.map((b) => writeFile(path.join(dir, b.file), drawBanner(b))),
    copyFile(videoSource, path.join(dir, SEED_VIDEO_FILE)),
  ]);
}
