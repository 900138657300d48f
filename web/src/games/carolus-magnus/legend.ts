// Issue 30: the ring's two marks say which is which. A territory's "what changed" mark (a dashed
// purple border) and its "you can click here" mark (lit up, a gold border with a glow) look unlike each
// other, and this legend names each while the board shows it (carolus-magnus.css hides an item
// whose mark is nowhere on the ring). Its items' classes are not the marks' own (`pickable`, `changed`):
// the page finds the board's places and changes by those.
import { h, s } from '../../dom';
import { t } from '../../i18n';

function item(kind: 'changed' | 'pickable', words: string): HTMLElement {
  return h(
    'span',
    { class: `cm-legend-item cm-legend-${kind}`, 'data-testid': `legend-${kind}` },
    s('svg', { class: 'cm-legend-swatch', viewBox: '0 0 26 16', 'aria-hidden': 'true' }, s('rect', { x: 2, y: 2, width: 22, height: 12, rx: 2 })),
    ' ',
    words,
  );
}

export function legend(): HTMLElement {
  return h('p', { class: 'cm-legend' }, item('pickable', t('legendPickable')), item('changed', t('legendChanged')));
}
