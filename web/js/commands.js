// The legal commands as buttons, grouped by step: by first word, and a large group (e.g. 75
// "land <colour> <territory>") by its first two words, each button showing the last word.
import { h } from './dom.js';
import { t } from './i18n.js';

const LARGE = 10;
export const UNDO = 'undo';

function byPrefix(commands, words) {
  const groups = new Map();
  for (const c of commands) {
    const key = c.split(' ').slice(0, words).join(' ');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(c);
  }
  return [...groups].map(([key, list]) => ({ key, commands: list }));
}

/** [{ key, commands } | { key, subgroups: [{ key, commands }] }] in the order the game lists them. */
export function groupCommands(actions) {
  return byPrefix(actions.filter((a) => a !== UNDO), 1).map((g) => {
    const splittable = g.commands.length > LARGE && g.commands.every((c) => c.split(' ').length >= 3);
    return splittable ? { key: g.key, subgroups: byPrefix(g.commands, 2) } : g;
  });
}

function button(command, label, { onSend, onHover }, ariaLabel) {
  const b = h('button', { type: 'button', class: 'command', 'data-command': command, 'aria-label': ariaLabel, title: command }, label);
  b.addEventListener('click', () => onSend(command));
  b.addEventListener('mouseenter', () => onHover(command));
  b.addEventListener('focus', () => onHover(command));
  b.addEventListener('mouseleave', () => onHover(null));
  b.addEventListener('blur', () => onHover(null));
  return b;
}

/** Fills `container` with the buttons for `actions`. */
export function renderCommands(container, actions, { renderer, onSend, onHover }) {
  const opts = { onSend, onHover };
  const full = (c) => renderer.commandLabel?.(c) ?? c;
  const groups = groupCommands(actions).map((g) => {
    const title = renderer.groupLabel?.(g.key) ?? g.key;
    const body = g.subgroups
      ? g.subgroups.map((sub) =>
          h(
            'div',
            { class: 'subgroup' },
            h('span', { class: 'subgroup-label' }, full(sub.key)),
            h('span', { class: 'buttons' }, sub.commands.map((c) => button(c, c.split(' ').slice(2).join(' '), opts, c))),
          ),
        )
      : h('span', { class: 'buttons' }, g.commands.map((c) => button(c, full(c), opts)));
    return h('div', { class: 'group', 'data-group': g.key }, h('h3', {}, title), body);
  });
  if (actions.includes(UNDO)) {
    const undo = button(UNDO, t('undo'), opts);
    undo.classList.add('secondary');
    groups.push(h('div', { class: 'group undo-group' }, undo));
  }
  container.replaceChildren(...groups);
}
