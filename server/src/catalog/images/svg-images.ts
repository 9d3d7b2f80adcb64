import type { CatalogTitle } from '../catalog-types.js';
import type { Provider } from '../constants/providers.js';
import { hashString } from '../seeded.js';

/** Width of each TMDB size name; "original" is the design size. */
function widthOf(size: string, original: number): number {
  const match = /^[wh](\d+)$/.exec(size);
  return match ? Number(match[1]) : original;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** Two hues picked from the title's id: the same title always gets the same colours. */
function palette(title: CatalogTitle): [string, string] {
  const hash = hashString(`${title.type}:${title.id}`);
  const hue = hash % 360;
  return [`hsl(${hue} 55% 32%)`, `hsl(${(hue + 40 + ((hash >>> 9) % 80)) % 360} 60% 12%)`];
}

/** Greedy line wrap of a title for the poster, at most `maxLines` lines. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  return [
    ...lines.slice(0, maxLines - 1),
    `${lines
      .slice(maxLines - 1)
      .join(' ')
      .slice(0, maxChars - 1)}…`,
  ];
}

function svg(
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
  body: string,
  label: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * viewHeight) / viewWidth)}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

function gradient(title: CatalogTitle, id: string): string {
  const [top, bottom] = palette(title);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;
}

export function posterSvg(title: CatalogTitle, size: string): string {
  const lines = wrap(title.title, 14, 5);
  const startY = 470 - lines.length * 27;
  const text = lines
    .map((line, index) => `<tspan x="40" y="${startY + index * 54}">${escapeXml(line)}</tspan>`)
    .join('');
  const body =
    `${gradient(title, 'g')}<rect width="500" height="750" fill="url(#g)"/>` +
    `<circle cx="410" cy="150" r="${90 + (title.id % 60)}" fill="#fff" fill-opacity="0.08"/>` +
    `<text font-family="Helvetica,Arial,sans-serif" font-size="46" font-weight="700" fill="#fff">${text}</text>` +
    `<text x="40" y="640" font-family="Helvetica,Arial,sans-serif" font-size="28" fill="#fff" fill-opacity="0.75">${title.date.slice(0, 4)} · ${title.type === 'movie' ? 'Film' : 'Series'}</text>` +
    `<text x="40" y="700" font-family="Helvetica,Arial,sans-serif" font-size="20" fill="#fff" fill-opacity="0.5">SAMPLE ARTWORK</text>`;
  return svg(widthOf(size, 500), 750, 500, 750, body, `${title.title} poster (sample artwork)`);
}

export function backdropSvg(title: CatalogTitle, size: string): string {
  const body =
    `${gradient(title, 'g')}<rect width="1280" height="720" fill="url(#g)"/>` +
    `<circle cx="1050" cy="200" r="260" fill="#fff" fill-opacity="0.06"/><circle cx="200" cy="650" r="180" fill="#000" fill-opacity="0.15"/>` +
    `<text x="1220" y="680" text-anchor="end" font-family="Helvetica,Arial,sans-serif" font-size="22" fill="#fff" fill-opacity="0.4">SAMPLE ARTWORK</text>`;
  return svg(widthOf(size, 1280), 720, 1280, 720, body, `${title.title} backdrop (sample artwork)`);
}

/** Dark text on light brand colours (e.g. Joyn's yellow), white text otherwise. */
function textColourOn(hex: string): string {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) =>
    parseInt(hex.slice(start, start + 2), 16),
  );
  return 0.299 * red + 0.587 * green + 0.114 * blue > 160 ? '#111' : '#fff';
}

export function logoSvg(provider: Provider, size: string): string {
  const fontSize = Math.min(96, Math.floor(300 / Math.max(2, provider.label.length)));
  const body =
    `<rect width="300" height="300" rx="60" fill="${provider.color}"/>` +
    `<text x="150" y="150" dy="0.35em" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="${fontSize}" font-weight="700" fill="${textColourOn(provider.color)}">${escapeXml(provider.label)}</text>`;
  return svg(widthOf(size, 300), 300, 300, 300, body, `${provider.name} logo`);
}
