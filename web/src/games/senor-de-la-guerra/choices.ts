// The choices of the decision in hand that are no place on the map: the two starting sets (SG-2),
// how many pieces go (deploying, or sending a picked group), Pass and Done. Each is a board token
// like a zone or a group; the picker lights up exactly the ones the seat may choose now, and the
// others stay out of sight (CSS), so the strip shows only what can be clicked.
import { h } from '../../dom';
import { t } from '../../i18n';
import { countsOffered, token } from './tokens';
import type { SenorView } from '../../../../src/games/senor-de-la-guerra/view';

function chip(pick: string, label: string, cls: string, title: string | null = null): HTMLElement {
  return h('span', { class: `sg-choice ${cls}`, 'data-pick': pick, ...(title ? { title } : {}) }, label);
}

/** The strip above the map, or null when the viewer has nothing to decide. */
export function drawChoices(view: SenorView): HTMLElement | null {
  if (!view.you || view.waitingFor !== view.you || view.result) return null;
  const sets = view.phase === 'start' ? ['courage', 'tactics'].map((x) => chip(token.set(x), t(`sg.set.${x}`), 'set')) : [];
  const most = countsOffered(view);
  const counts =
    most > 1
      ? [
          h('span', { class: 'sg-count-label' }, t('sg.ui.howMany')),
          Array.from({ length: most }, (_, i) => chip(token.count(i + 1), String(i + 1), 'count', t('sg.ui.countTitle', { n: i + 1 }))),
        ]
      : [];
  return h(
    'div',
    { class: 'sg-choices', 'data-testid': 'choices', role: 'group', 'aria-label': t('sg.ui.choicesLabel') },
    sets,
    counts,
    chip(token.pass, t('sg.ui.pass'), 'pass'),
    chip(token.done, t('sg.ui.done'), 'done'),
  );
}
