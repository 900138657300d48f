// A QR image of a link, drawn as one SVG path from the module matrix of paulmillr's `qr`
// encoder: nothing is parsed as markup.
import { encodeQR } from 'qr';
import { s } from './dom';

/** An <svg> QR code of `text` (medium error correction, a quiet zone of four modules). */
export function qrImage(text: string, { label, size = 220 }: { label?: string; size?: number } = {}): SVGSVGElement {
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: 4 });
  const n = rows.length;
  let d = '';
  rows.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return s(
    'svg',
    { viewBox: `0 0 ${n} ${n}`, width: size, height: size, role: 'img', 'aria-label': label, class: 'qr', 'shape-rendering': 'crispEdges' },
    s('rect', { width: n, height: n, fill: '#fff' }),
    s('path', { d, fill: '#000' }),
  );
}
