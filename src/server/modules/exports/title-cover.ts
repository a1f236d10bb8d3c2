import { escapeMarkup } from '../open-web/markup';

/** Lines of at most `width` characters, broken between words (a longer word gets a line of its own). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]!.replace(/\s*\S*$/, '')}…`;
  }
  return lines;
}

/**
 * The cover of a story without one: an SVG page (1200x1800, 2:3) with the title and the authors,
 * drawn from text alone, so nothing is fetched and every build of it is the same.
 */
export function titleCoverSvg(title: string, byline: string): string {
  const titleLines = wrap(title, 16, 5);
  const titleStart = 760 - (titleLines.length - 1) * 55;
  const tspans = titleLines
    .map((l, i) => `<tspan x="600" y="${titleStart + i * 110}">${escapeMarkup(l)}</tspan>`)
    .join('');
  const by = wrap(byline, 34, 2)
    .map((l, i) => `<tspan x="600" y="${1300 + i * 60}">${escapeMarkup(l)}</tspan>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="1200" height="1800" viewBox="0 0 1200 1800">
<rect width="1200" height="1800" fill="#2b2140"/>
<rect x="60" y="60" width="1080" height="1680" fill="none" stroke="#d9b56c" stroke-width="6"/>
<text text-anchor="middle" font-family="Georgia, serif" font-size="96" fill="#f6efe2">${tspans}</text>
<text text-anchor="middle" font-family="Georgia, serif" font-size="48" fill="#d9b56c">${by}</text>
</svg>
`;
}
