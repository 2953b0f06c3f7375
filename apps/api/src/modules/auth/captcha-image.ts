import { randomInt } from 'node:crypto';

type Point = readonly [number, number];

/**
 * Stroke glyphs on a 4 × 6 grid, each stroke a line through its points (`'0,6 0,0'` is from (0, 6)
 * up to (0, 0)). The captcha draws characters as jittered paths rather than SVG text, so reading
 * the answer takes more than parsing the markup. Look-alikes (0/O, 1/I) are left out.
 */
const GLYPH_STROKES: Record<string, readonly string[]> = {
  '2': ['0,1 1,0 3,0 4,1 4,2 0,6 4,6'],
  '3': ['0,0 4,0 2,2.5 4,3.5 4,5 3,6 1,6 0,5'],
  '4': ['3,6 3,0 0,4 4,4'],
  '5': ['4,0 0,0 0,2.5 3,2.5 4,3.5 4,5 3,6 0,6'],
  '6': ['4,0 1,0 0,1.5 0,5 1,6 3,6 4,5 4,4 3,3 0,3'],
  '7': ['0,0 4,0 1.5,6'],
  '8': ['1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,2 0,1 1,0'],
  A: ['0,6 2,0 4,6', '1,3.5 3,3.5'],
  C: ['4,0.5 3,0 1,0 0,1 0,5 1,6 3,6 4,5.5'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  K: ['0,0 0,6', '4,0 0,3.5', '1.3,2.6 4,6'],
  L: ['0,0 0,6 4,6'],
  M: ['0,6 0,0 2,3 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3'],
  R: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3', '2,3 4,6'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,2 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
};

/** `'x,y'` as a point. */
function readPoint(text: string): Point {
  const [x, y] = text.split(',').map(Number) as [number, number];
  return [x, y];
}

const GLYPHS: Record<string, readonly (readonly Point[])[]> = Object.fromEntries(
  Object.entries(GLYPH_STROKES).map(([char, strokes]) => [char, strokes.map((stroke) => stroke.split(' ').map(readPoint))]),
);

const ALPHABET = Object.keys(GLYPHS);
const WIDTH = 120;
const HEIGHT = 40;

/** A random number in [min, max) from the crypto source. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function randomColour(lightness: number): string {
  return `hsl(${randomInt(0, 360)},${randomInt(40, 80)}%,${lightness}%)`;
}

/** A random captcha answer of `length` characters from the glyph alphabet. */
export function pickCaptchaAnswer(length = 4): string {
  return Array.from({ length }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
}

/** One glyph as path data: scaled, jittered, rotated and placed at (x, y). */
function drawGlyph(char: string, x: number, y: number): string {
  const scale = between(3.6, 4.6);
  const angle = between(-0.35, 0.35);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const strokes = GLYPHS[char] ?? [];
  return strokes
    .map((stroke) =>
      stroke
        .map(([gx, gy], index) => {
          const px = (gx - 2 + between(-0.25, 0.25)) * scale;
          const py = (gy - 3 + between(-0.25, 0.25)) * scale;
          return `${index === 0 ? 'M' : 'L'}${(x + px * cos - py * sin).toFixed(1)} ${(y + px * sin + py * cos).toFixed(1)}`;
        })
        .join(''),
    )
    .join('');
}

/** Curves and dots across the picture, drawn in the glyphs' own colours and widths. */
function drawNoise(): string {
  const curves = Array.from({ length: 4 }, () => {
    const d = `M${between(0, 20).toFixed(1)} ${between(0, HEIGHT).toFixed(1)}C${between(20, 60).toFixed(1)} ${between(0, HEIGHT).toFixed(1)} ${between(60, 100).toFixed(1)} ${between(0, HEIGHT).toFixed(1)} ${between(100, WIDTH).toFixed(1)} ${between(0, HEIGHT).toFixed(1)}`;
    return `<path d="${d}" stroke="${randomColour(45)}" stroke-width="${between(1, 2).toFixed(1)}" fill="none"/>`;
  });
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${between(0, WIDTH).toFixed(1)}" cy="${between(0, HEIGHT).toFixed(1)}" r="${between(0.5, 1.5).toFixed(1)}" fill="${randomColour(55)}"/>`,
  );
  return curves.join('') + dots.join('');
}

/** The captcha picture of `answer` as an SVG data URL (storefront §7 `data.captcha`). */
export function drawCaptcha(answer: string): string {
  const glyphs = [...answer].map((char, index) => {
    const x = 18 + index * 28 + between(-3, 3);
    const y = HEIGHT / 2 + between(-3, 3);
    return `<path d="${drawGlyph(char, x, y)}" stroke="${randomColour(35)}" stroke-width="${between(2, 2.8).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="${randomColour(94)}"/>${drawNoise()}${glyphs.join('')}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
