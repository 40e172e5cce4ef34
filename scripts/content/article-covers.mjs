// Covers for generated articles: small SVGs (2 to 4 KB) at 1200×630 in the visual language of
// the covers in src/content/news/covers/ (a navy-to-teal ground, soft circles, waves along the
// bottom, a light card holding a flat illustration in teal, amber and navy). Each one is drawn
// from its own random values, so no two files are alike: a build renders one social card per
// article, as it would for a real archive.

/** @typedef {ReturnType<typeof import('./random.mjs').randomSource>} Random */
/** @typedef {import('./article-topics.mjs').Motif} Motif */
/** @typedef {{ x: number; y: number; w: number; h: number }} Box */

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

const color = {
  navy: '#0b1f3a',
  ink: '#12294a',
  teal: '#0f766e',
  mint: '#2dd4bf',
  amber: '#f59e0b',
  mist: '#e8eef6',
  slate: '#b8c6da',
  grey: '#475569',
  light: '#dfe8f1',
  white: '#fff',
};
const grounds = ['#134e4a', '#12294a', '#0f3d3a', '#164e63'];

const r = Math.round;
/** @param {number} x @param {number} y @param {number} w @param {number} h @param {string} fill @param {number} [rx] @param {string} [extra] */
const rect = (x, y, w, h, fill, rx = 0, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
/** @param {number} cx @param {number} cy @param {number} radius @param {string} fill @param {string} [extra] */
const circle = (cx, cy, radius, fill, extra = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`;
/** A rounded bar standing for a line of text. @param {number} x @param {number} y @param {number} w @param {string} [fill] */
const textLine = (x, y, w, fill = color.slate, h = 14) => rect(x, y, w, h, fill, h / 2);
/** A five-pointed star centred on (cx, cy). @param {number} cx @param {number} cy @param {number} size @param {string} fill */
const star = (cx, cy, size, fill) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? size : size * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${r(cx + radius * Math.cos(angle))},${r(cy + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
};

/** @type {Record<Motif, (random: Random, box: Box) => string>} */
const motifs = {
  bars(random, { x, y, w, h }) {
    const count = random.int(5, 8);
    const gap = 18;
    const width = (w - gap * (count - 1)) / count;
    const highlight = random.int(0, count - 1);
    const grid = [0.25, 0.5, 0.75].map((f) => rect(x, y + h * f, w, 3, color.light)).join('');
    const bars = Array.from({ length: count }, (_, index) => {
      const height = h * Math.min(0.95, 0.25 + (index / count) * 0.55 + random.next() * 0.2);
      return rect(
        x + index * (width + gap),
        y + h - height,
        width,
        height,
        index === highlight ? color.amber : color.teal,
        8,
      );
    }).join('');
    return `${grid}${bars}${rect(x, y + h, w, 4, color.slate)}`;
  },
  line(random, { x, y, w, h }) {
    const count = random.int(6, 9);
    const points = Array.from({ length: count }, (_, index) => [
      x + (w * index) / (count - 1),
      y + h * (0.85 - (index / (count - 1)) * 0.6 + (random.next() - 0.5) * 0.22),
    ]);
    const path = points.map(([px = 0, py = 0]) => `${r(px)},${r(py)}`).join(' ');
    const [lastX = 0, lastY = 0] = points.at(-1) ?? [];
    const grid = [0.25, 0.5, 0.75].map((f) => rect(x, y + h * f, w, 3, color.light)).join('');
    const area = `<polygon points="${r(x)},${r(y + h)} ${path} ${r(lastX)},${r(y + h)}" fill="${color.mint}" opacity=".16"/>`;
    const dots = points
      .map(([px = 0, py = 0]) => circle(px, py, 8, color.white, ` stroke="${color.teal}" stroke-width="5"`))
      .join('');
    const lens = random.chance(0.6)
      ? `<path d="M${r(lastX + 30)} ${r(lastY + 30)}l56 56" stroke="${color.amber}" stroke-width="18" stroke-linecap="round"/>${circle(lastX, lastY, 44, 'none', ` stroke="${color.ink}" stroke-width="12"`)}`
      : '';
    return `${grid}${area}<polyline points="${path}" fill="none" stroke="${color.teal}" stroke-width="6" stroke-linejoin="round"/>${dots}${lens}`;
  },
  search(random, { x, y, w }) {
    const bar = `${rect(x, y, w, 56, color.white, 28, ` stroke="${color.slate}" stroke-width="3"`)}${circle(x + 34, y + 26, 11, 'none', ` stroke="${color.teal}" stroke-width="5"`)}<path d="M${r(x + 42)} ${r(y + 34)}l10 10" stroke="${color.teal}" stroke-width="5" stroke-linecap="round"/>${textLine(x + 64, y + 21, random.int(180, 320), color.ink)}`;
    const ad = random.int(0, 2);
    const results = Array.from({ length: 3 }, (_, index) => {
      const top = y + 84 + index * 96;
      const badge = index === ad ? rect(x, top, 40, 18, color.amber, 5) : '';
      const indent = index === ad ? 52 : 0;
      return `${badge}${textLine(x + indent, top + 2, random.int(120, 200), color.slate, 12)}${textLine(x, top + 26, random.int(280, w * 0.8), color.teal, 18)}${textLine(x, top + 56, w * (0.7 + random.next() * 0.25), color.light, 12)}`;
    }).join('');
    return bar + results;
  },
  pin(random, { x, y, w, h }) {
    const roads = Array.from({ length: 3 }, (_, index) => {
      const offset = 0.2 + index * 0.3 + (random.next() - 0.5) * 0.1;
      return `${rect(x, y + h * offset, w, 14, color.white)}${rect(x + w * offset, y, 14, h, color.white)}`;
    }).join('');
    const parkX = x + w * (0.05 + random.next() * 0.2);
    const parkY = y + h * (0.55 + random.next() * 0.2);
    const px = x + w * (0.45 + random.next() * 0.2);
    const py = y + h * (0.3 + random.next() * 0.15);
    const pin = `${circle(px, py + 96, 46, color.amber, ' opacity=".3"')}<path d="M${r(px)} ${r(py + 96)}c-40-48-62-78-62-108a62 62 0 0 1 124 0c0 30-22 60-62 108z" fill="${color.teal}"/>${circle(px, py - 12, 24, color.white)}`;
    return `${rect(x, y, w, h, color.light, 16)}${roads}${rect(parkX, parkY, 110, 70, '#bfe7df', 12)}${pin}`;
  },
  phone(random, { x, y, w, h }) {
    const pw = 200;
    const ph = Math.min(h, 360);
    const px = x + random.int(10, 60);
    const inner = `${rect(px + 18, y + 48, pw - 36, 130, color.teal, 12)}<path d="M${px + 18} ${y + 178}l44-52 34 36 26-24 58 40z" fill="${color.mint}"/>${circle(px + pw - 56, y + 80, 16, color.amber)}${textLine(px + 18, y + 196, 120, color.ink)}${textLine(px + 18, y + 220, pw - 50)}${textLine(px + 18, y + 244, pw - 80)}`;
    const phone = `${rect(px, y, pw, ph, color.white, 28, ` stroke="${color.ink}" stroke-width="6"`)}${textLine(px + pw / 2 - 24, y + 16, 48, color.slate, 8)}${inner}`;
    const bubbles = Array.from({ length: 3 }, (_, index) => {
      const bx = px + pw + 40 + (index % 2) * 60;
      const by = y + 20 + index * 110;
      const fill = index === 1 ? color.amber : color.white;
      return `${rect(bx, by, w - (bx - x) - 10, 76, fill, 18, index === 1 ? '' : ` stroke="${color.slate}" stroke-width="3"`)}${circle(bx + 38, by + 38, 18, index === 1 ? color.white : color.mint)}${textLine(bx + 70, by + 24, random.int(90, 160), color.ink)}${textLine(bx + 70, by + 46, random.int(60, 120))}`;
    }).join('');
    return phone + bubbles;
  },
  document(random, { x, y, w, h }) {
    const page = (/** @type {number} */ px, /** @type {number} */ py, /** @type {number} */ pw) =>
      `${rect(px, py, pw, h, color.white, 14, ` stroke="${color.slate}" stroke-width="3"`)}${textLine(px + 28, py + 30, pw * 0.6, color.teal, 20)}${Array.from(
        { length: 7 },
        (_, index) => textLine(px + 28, py + 76 + index * 36, (pw - 56) * (0.6 + random.next() * 0.4), color.light),
      ).join('')}`;
    const width = Math.min(300, w - 340);
    const checks = Array.from({ length: 3 }, (_, index) => {
      const cy = y + 40 + index * 70;
      const cx = x + width + 100;
      return `${rect(cx, cy, 36, 36, index < 2 ? color.teal : color.white, 8, ` stroke="${color.teal}" stroke-width="3"`)}${index < 2 ? `<path d="M${cx + 9} ${cy + 18}l7 8 12-15" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` : ''}${textLine(cx + 52, cy + 11, random.int(80, 150), color.ink)}`;
    }).join('');
    const px = x + width + 120;
    const py = y + h * 0.62;
    const pencil = `<g transform="rotate(${random.int(20, 40)} ${r(px)} ${r(py)})">${rect(px, py, 170, 26, color.amber, 4)}<path d="M${r(px + 170)} ${r(py)}l30 13-30 13z" fill="${color.ink}"/></g>`;
    return `${page(x + 40, y + 10, width)}${page(x, y, width)}${checks}${pencil}`;
  },
  envelope(random, { x, y, w, h }) {
    const ew = Math.min(420, w * 0.58);
    const ex = x + random.int(0, 30);
    const ey = y + h - 230;
    const letter = `${rect(ex + 40, ey - 110, ew - 80, 220, color.white, 10, ` stroke="${color.slate}" stroke-width="3"`)}${textLine(ex + 70, ey - 80, ew * 0.45, color.teal, 18)}${textLine(ex + 70, ey - 46, ew - 160)}${textLine(ex + 70, ey - 20, ew - 200)}`;
    const envelope = `${rect(ex, ey, ew, 230, color.teal, 14)}<path d="M${r(ex)} ${r(ey + 8)}l${r(ew / 2)} 130 ${r(ew / 2)}-130v222h-${r(ew)}z" fill="${color.mint}" opacity=".9"/>`;
    const share = random.int(35, 80) / 100;
    const cx = x + ew + (w - ew) / 2 + 10;
    const cy = y + h / 2 - 10;
    const ring = 2 * Math.PI * 70;
    const donut = `${circle(cx, cy, 70, 'none', ` stroke="${color.light}" stroke-width="26"`)}${circle(cx, cy, 70, 'none', ` stroke="${color.amber}" stroke-width="26" stroke-dasharray="${r(ring * share)} ${r(ring)}" transform="rotate(-90 ${r(cx)} ${r(cy)})"`)}${textLine(cx - 50, cy + 110, 100, color.ink)}`;
    return letter + envelope + donut;
  },
  reviews(random, { x, y, w }) {
    return Array.from({ length: 3 }, (_, index) => {
      const cy = y + index * 124;
      const indent = (index % 2) * random.int(20, 60);
      const stars = random.int(4, 5);
      const avatar = [color.teal, color.amber, color.ink][index] ?? color.teal;
      return `${rect(x + indent, cy, w - 60, 104, color.white, 18, ` stroke="${color.slate}" stroke-width="3"`)}${circle(x + indent + 52, cy + 52, 28, avatar)}${Array.from(
        { length: 5 },
        (_, s) => star(x + indent + 112 + s * 40, cy + 36, 16, s < stars ? color.amber : color.light),
      ).join('')}${textLine(x + indent + 96, cy + 66, random.int(200, w - 280), color.light)}`;
    }).join('');
  },
  links(random, { x, y, w, h }) {
    const hub = { x: x + w * 0.42, y: y + h * 0.5 };
    const count = random.int(5, 7);
    const nodes = Array.from({ length: count }, (_, index) => {
      const angle = (index / count) * Math.PI * 2 + random.next() * 0.4;
      const distance = 110 + random.next() * 60;
      return { x: hub.x + Math.cos(angle) * distance * 1.5, y: hub.y + Math.sin(angle) * distance * 0.9 };
    });
    const edges = nodes
      .map(
        (node) =>
          `<path d="M${r(hub.x)} ${r(hub.y)}L${r(node.x)} ${r(node.y)}" stroke="${color.slate}" stroke-width="5"/>`,
      )
      .join('');
    const dots = nodes
      .map((node, index) =>
        circle(node.x, node.y, 22 + (index % 3) * 6, [color.teal, color.mint, color.amber][index % 3] ?? color.teal),
      )
      .join('');
    const chainX = x + w - 150;
    const chain = `<g fill="none" stroke="${color.ink}" stroke-width="14"><rect x="${r(chainX)}" y="${r(y + 10)}" width="90" height="50" rx="25"/><rect x="${r(chainX + 50)}" y="${r(y + 10)}" width="90" height="50" rx="25" stroke="${color.amber}"/></g>`;
    return `${edges}${dots}${circle(hub.x, hub.y, 48, color.ink)}${circle(hub.x, hub.y, 20, color.white)}${chain}`;
  },
  products(random, { x, y, w, h }) {
    const cw = (w - 40) / 3;
    const ch = (h - 20) / 2;
    return Array.from({ length: 6 }, (_, index) => {
      const px = x + (index % 3) * (cw + 20);
      const py = y + Math.floor(index / 3) * (ch + 20);
      const shape =
        index % 2 === 0
          ? circle(
              px + cw / 2,
              py + ch * 0.3,
              ch * 0.16,
              [color.teal, color.mint, color.amber][index % 3] ?? color.teal,
            )
          : rect(px + cw / 2 - ch * 0.15, py + ch * 0.15, ch * 0.3, ch * 0.3, color.ink, 8);
      return `${rect(px, py, cw, ch, color.white, 14, ` stroke="${color.slate}" stroke-width="3"`)}${rect(px + 14, py + 14, cw - 28, ch * 0.5, color.light, 10)}${shape}${textLine(px + 18, py + ch * 0.66, (cw * random.int(40, 70)) / 100, color.ink)}${rect(px + 18, py + ch - 40, 64, 24, index === 4 ? color.amber : color.teal, 12)}`;
    }).join('');
  },
  browser(random, { x, y, w, h }) {
    const hero = `${rect(x, y, w, h * 0.42, color.teal, 14)}${textLine(x + 30, y + 34, w * 0.45, color.white, 22)}${textLine(x + 30, y + 74, w * 0.35, color.mint)}${rect(x + 30, y + h * 0.42 - 56, 130, 34, color.amber, 17)}`;
    const columns = Array.from({ length: 3 }, (_, index) => {
      const cx = x + index * ((w - 40) / 3 + 20);
      const cw = (w - 40) / 3;
      const top = y + h * 0.42 + 24;
      return `${rect(cx, top, cw, h * 0.58 - 24, color.white, 14, ` stroke="${color.slate}" stroke-width="3"`)}${circle(cx + 34, top + 36, 16, index === 1 ? color.amber : color.mint)}${textLine(cx + 20, top + 68, cw * 0.6, color.ink)}${textLine(cx + 20, top + 92, cw * (0.5 + random.next() * 0.3))}`;
    }).join('');
    const gx = x + w - 110;
    const gy = y + 112;
    const gauge = `<path d="M${r(gx - 56)} ${r(gy)}a56 56 0 0 1 112 0" fill="none" stroke="${color.white}" stroke-width="14" opacity=".35"/><path d="M${r(gx - 56)} ${r(gy)}a56 56 0 0 1 ${random.int(70, 100)} -44" fill="none" stroke="${color.white}" stroke-width="14" stroke-linecap="round"/>`;
    return hero + gauge + columns;
  },
  funnel(random, { x, y, w, h }) {
    const layers = 4;
    const fw = w * 0.5;
    const lh = (h - 30) / layers;
    return Array.from({ length: layers }, (_, index) => {
      const top = y + index * (lh + 10);
      const inset = (index * fw) / (layers * 2.6);
      const next = ((index + 1) * fw) / (layers * 2.6);
      const fill = [color.teal, '#14897f', color.mint, color.amber][index] ?? color.teal;
      const share = 0.9 - index * 0.2 - random.next() * 0.1;
      const barX = x + fw + 50;
      return `<path d="M${r(x + inset)} ${r(top)}h${r(fw - inset * 2)}l-${r(next - inset)} ${r(lh)}h-${r(fw - next * 2)}z" fill="${fill}"/>${rect(barX, top + lh / 2 - 12, w - fw - 50, 24, color.light, 12)}${rect(barX, top + lh / 2 - 12, (w - fw - 50) * share, 24, index === layers - 1 ? color.amber : color.teal, 12)}`;
    }).join('');
  },
  donut(random, { x, y, w, h }) {
    const cx = x + h / 2;
    const cy = y + h / 2;
    const radius = h / 2 - 40;
    const ring = 2 * Math.PI * radius;
    const shares = [0.2 + random.next() * 0.2, 0.15 + random.next() * 0.15, 0.1 + random.next() * 0.1];
    const fills = [color.teal, color.amber, color.mint, color.ink];
    let start = 0;
    const segments = [...shares, 1 - shares.reduce((a, b) => a + b, 0)]
      .map((share, index) => {
        const segment = circle(
          cx,
          cy,
          radius,
          'none',
          ` stroke="${fills[index]}" stroke-width="56" stroke-dasharray="${r(ring * share)} ${r(ring)}" transform="rotate(${r(-90 + start * 360)} ${r(cx)} ${r(cy)})"`,
        );
        start += share;
        return segment;
      })
      .join('');
    const legend = fills
      .map((fill, index) => {
        const ly = y + 40 + index * 70;
        return `${circle(x + h + 40, ly + 8, 12, fill)}${textLine(x + h + 66, ly + 1, random.int(120, w - h - 120), color.ink)}`;
      })
      .join('');
    return segments + legend;
  },
};

/** What each motif shows, for the cover's alt text. */
const motifAlt = {
  bars: 'A bar chart with one bar highlighted in amber',
  line: 'A rising line chart on a report card',
  search: 'A search box above a list of results, one marked as an ad',
  pin: 'A map with a teal location pin and a park',
  phone: 'A phone showing a post, with message bubbles beside it',
  document: 'Two pages of an article beside a checklist and a pencil',
  envelope: 'A newsletter leaving its envelope beside an open-rate gauge',
  reviews: 'Three review cards with star ratings',
  links: 'A network of linked sites around a central hub and a chain link',
  products: 'A grid of product cards with price tags',
  browser: 'A website layout with a banner, a button and three feature cards',
  funnel: 'A funnel in four layers beside bars that shrink at each step',
  donut: 'A donut chart with a colour legend',
};

/**
 * The SVG source of a cover and its alt text.
 * @param {Random} random
 * @param {Motif} motif
 */
export function drawCover(random, motif) {
  const ground = random.pick(grounds);
  const card = { x: random.int(200, 300), y: random.int(56, 84), w: random.int(780, 860), h: random.int(456, 490) };
  card.w = Math.min(card.w, 1150 - card.x);
  const inner = { x: card.x + 40, y: card.y + 80, w: card.w - 80, h: card.h - 120 };
  const glows = [
    circle(random.int(900, 1150), random.int(0, 120), random.int(220, 320), color.mint, ' opacity=".07"'),
    circle(random.int(40, 200), random.int(520, 640), random.int(200, 280), color.mint, ' opacity=".05"'),
  ].join('');
  const lift = random.int(40, 70);
  const waves = [0, 32]
    .map((offset, index) => {
      const top = 556 + offset;
      return `<path d="M-20 ${top}c100-${lift} 200-${lift} 300 0s200 ${lift} 300 0 200-${lift} 300 0 200 ${lift} 300 0 200-${lift} 300 0" stroke="${index === 0 ? color.mint : color.amber}" opacity="${index === 0 ? '.16' : '.12'}"/>`;
    })
    .join('');
  const header = `${textLine(card.x + 36, card.y + 30, random.int(160, 240), color.ink, 16)}${textLine(card.x + 36 + 260, card.y + 30, random.int(60, 110), color.slate, 16)}${[
    color.grey,
    color.amber,
    color.teal,
  ]
    .map((fill, index) =>
      circle(card.x + card.w - 100 + index * 28, card.y + 38, 14, fill, ` stroke="${color.mist}" stroke-width="4"`),
    )
    .join('')}`;
  const badgeY = random.int(card.y + 120, card.y + card.h - 160);
  const badge = `${rect(card.x - 150, badgeY, 170, 72, random.chance(0.5) ? color.amber : color.white, 18)}${circle(card.x - 114, badgeY + 36, 18, color.teal)}${textLine(card.x - 84, badgeY + 22, 100, color.ink)}${textLine(card.x - 84, badgeY + 42, 70, color.slate, 10)}`;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">`,
    `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color.navy}"/><stop offset="1" stop-color="${ground}"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#ground)"/>`,
    glows,
    `<g fill="none" stroke-width="6" stroke-linecap="round">${waves}</g>`,
    rect(card.x, card.y + 14, card.w, card.h, color.navy, 24, ' opacity=".6"'),
    rect(card.x, card.y, card.w, card.h, color.mist, 24),
    header,
    motifs[motif](random, inner),
    card.x > 180 ? badge : '',
    '</svg>',
    '',
  ].join('\n');
  return { svg, alt: `${motifAlt[motif]}, on the agency's navy and teal` };
}
