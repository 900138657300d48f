// The combat being fought (SG-16 to SG-27): which zone, the Tactics window or the round, and
// the dice of the round with their modified results, hits and net hits.
import { h } from '../../dom';
import { t } from '../../i18n';
import { SIDES } from './pieces';
import { pieceName, sideName, zoneName } from './text';
import type { CombatView, DieView, SenorView } from '../../../../src/games/senor-de-la-guerra/view';
import type { SideWord } from './tokens';

function stage(c: CombatView): string {
  if (c.stage === 'windows') return t('sg.window', { n: c.window, side: sideName(c.window === 2 ? 'frisians' : 'normans') });
  return t('sg.roundOf', { n: c.round, name: t(`sg.round.${c.round}`) });
}

function die(d: DieView): HTMLElement {
  const piece = pieceName(d.kind);
  const title = d.modified === d.natural ? t('sg.dieTitle', { piece, n: d.natural }) : t('sg.dieTitleMod', { piece, n: d.natural, m: d.modified });
  return h('span', { class: `sg-die side-${d.side}${d.hit ? ' hit' : ''}`, title: `${title}${d.hit ? ` · ${t('sg.hit')}` : ''}` }, String(d.modified));
}

function sideRow(c: CombatView, side: SideWord): HTMLElement {
  const dice = c.dice.filter((d) => d.side === side);
  const other: SideWord = side === 'normans' ? 'frisians' : 'normans';
  const tags: HTMLElement[] = [];
  if (c.courageOnDice[side]) tags.push(h('span', { class: 'tag' }, t('sg.courageOnDice')));
  if (c.courageCancel[side]) tags.push(h('span', { class: 'tag' }, t('sg.courageCancel')));
  return h(
    'div',
    { class: `sg-dice-row side-${side}`, 'data-side': side },
    h('span', { class: 'who' }, sideName(side)),
    dice.length ? h('span', { class: 'dice' }, dice.map(die)) : h('span', { class: 'note' }, t('sg.noDice')),
    h('span', { class: 'hits' }, t('sg.hits', { n: c.hits[side], net: c.netHitsOn[other], other: t(`sg.sideIn.${other}`) })),
    tags,
  );
}

export function drawCombat(view: SenorView): HTMLElement | null {
  const c = view.combat;
  if (!c) return null;
  return h(
    'section',
    { class: 'sg-combat card', 'data-testid': 'combat', 'data-zone': c.zone },
    h('h3', {}, t('sg.combatIn', { zone: zoneName(c.zone) }), ' · ', h('span', { class: 'stage' }, stage(c))),
    c.stage === 'rounds' && c.dice.length > 0 ? SIDES.map((side) => sideRow(c, side)) : null,
  );
}
