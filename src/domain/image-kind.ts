// What a file's first bytes say it is, as the server checks uploads: PNG or JPEG, else nothing we take.
// The name and the browser's type only repeat what the file claims; a text file renamed .png is no image.
export type ImageKind = 'png' | 'jpeg';

/** The bytes read from each file's start (enough for every signature below). */
export const IMAGE_HEAD_BYTES = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (head: Uint8Array, signature: number[]) => signature.every((byte, i) => head[i] === byte);

export function imageKindOf(head: Uint8Array): ImageKind | null {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  return null;
}
