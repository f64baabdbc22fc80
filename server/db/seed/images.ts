import sharp from 'sharp';
import type { Storage } from '../../storage/storage';

export interface SeedImage {
  url: string;
  thumbnailUrl: string;
}

const SHAPES = [
  '<circle cx="400" cy="300" r="190" fill="#fff" fill-opacity="0.25"/>',
  '<rect x="200" y="110" width="400" height="380" rx="40" fill="#fff" fill-opacity="0.22"/>',
  '<polygon points="400,80 640,500 160,500" fill="#fff" fill-opacity="0.22"/>',
  '<polygon points="400,70 640,300 400,530 160,300" fill="#fff" fill-opacity="0.22"/>',
  '<circle cx="400" cy="300" r="200" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="48"/>',
];

const svgOf = (color: string, shape: number, label: string) => Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>${SHAPES[shape % SHAPES.length]}
  <text x="400" y="345" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="bold" fill="#fff" text-anchor="middle">${label}</text>
</svg>`);

/** Two letters from a name: "Sport bikes" → "SB", "SUVs" → "SU". */
export const initialsOf = (name: string) => {
  const words = name.replace(/[^A-Za-z ]/g, ' ').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? 'SD').slice(0, 2)).toUpperCase();
};

/**
 * An 800×600 JPEG and a 240×180 WebP thumbnail drawn from SVG (a colour, a shape, initials), stored
 * under products/. Already stored images are kept, so a second seed costs nothing.
 */
export async function ensureSeedImage(storage: Storage, name: string, color: string, shape: number, label: string): Promise<SeedImage> {
  const key = `products/seed-${name}.jpg`;
  const thumbKey = `products/seed-${name}-thumb.webp`;
  if (!(await storage.get(thumbKey))) {
    const full = await sharp(svgOf(color, shape, label)).jpeg({ quality: 78 }).toBuffer();
    await storage.put(key, full);
    await storage.put(thumbKey, await sharp(full).resize(240, 180).webp({ quality: 70 }).toBuffer());
  }
  return { url: `/uploads/${key}`, thumbnailUrl: `/uploads/${thumbKey}` };
}
