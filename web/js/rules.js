// "How to play" a game: /rules/<id>. The words are the game's guide, web/games/<id>/howto.js:
// `howTo = { en: { title, intro, sections: [{ heading, paragraphs }] }, es: {...} }`, shown in the
// page's language (English when the guide lacks that language).
import { api } from './api.js';
import { $, h, put } from './dom.js';
import { guideModule, hasGuide } from './guides.js';
import { lang, mountLangSwitch, onLangChange, t } from './i18n.js';

const gameId = location.pathname.match(/^\/rules\/([a-z0-9-]{1,60})\/?$/)?.[1] ?? null;
let game = null;
let guide = null;

function render() {
  const title = game?.title ?? gameId ?? '';
  const start = $('#start-game');
  start.hidden = !game;
  start.textContent = t('startThisGame', { game: title });
  start.href = `/?game=${encodeURIComponent(gameId ?? '')}`;
  const words = guide?.[lang()] ?? guide?.en;
  if (!words) {
    document.title = `${t('howToPlay')} — ${t('brand')}`;
    put($('#guide'), h('h1', {}, t('howToPlayGame', { game: title })), h('p', { 'data-testid': 'no-guide' }, t('noSuchGuide')));
    return;
  }
  document.title = `${words.title} — ${t('brand')}`;
  put(
    $('#guide'),
    h('h1', {}, words.title),
    h('p', { class: 'intro' }, words.intro),
    (words.sections ?? []).map((s) => h('section', {}, h('h2', {}, s.heading), (s.paragraphs ?? []).map((p) => h('p', {}, p)))),
  );
}

async function main() {
  mountLangSwitch($('#lang'));
  onLangChange(render);
  if (gameId) {
    // Asked first, so that a game without a guide costs no failed module load.
    const load = async () => ((await hasGuide(gameId)) ? import(guideModule(gameId)) : null);
    const [games, module] = await Promise.all([api('GET', '/api/games').catch(() => null), load().catch(() => null)]);
    game = games?.games.find((g) => g.id === gameId) ?? null;
    guide = game ? (module?.howTo ?? null) : null;
  }
  render();
}

main();
