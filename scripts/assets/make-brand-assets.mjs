// Renders the favicon set and the default social image from the SVG sources in src/assets/brand/.
// Run after changing the logo: `npm run brand-assets`. The outputs in public/ are committed.
import { readFile, writeFile, copyFile } from 'node:fs/promises';
import sharp from 'sharp';

const mark = await readFile('src/assets/brand/mark.svg');
const png = (size) =>
  sharp(mark, { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();

await copyFile('src/assets/brand/mark.svg', 'public/favicon.svg');
await writeFile('public/apple-touch-icon.png', await png(180));
await writeFile('public/icon-192.png', await png(192));
await writeFile('public/icon-512.png', await png(512));

// An .ico may wrap a PNG: a 6-byte header, one 16-byte directory entry, then the PNG itself.
const ico32 = await png(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(ico32.length, 14); // image size
header.writeUInt32LE(22, 18); // image offset
await writeFile('public/favicon.ico', Buffer.concat([header, ico32]));

const og = await readFile('src/assets/brand/og.svg');
await writeFile('public/og-default.png', await sharp(og).png({ compressionLevel: 9 }).toBuffer());

console.log('Brand assets written to public/');
