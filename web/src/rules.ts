// "How to play" a game: /rules/<id>. The words are the game's guide, web/src/games/<id>/howto.ts:
// `howTo = { en: { title, intro, sections: [{ heading, paragraphs }] }, es: {...} }`, shown in the
// page's language (English when the guide lacks that language).
import type { GameInfo, GamesAnswer } from './answers';
import { api } from './api';
import { $, h, put } from './dom';
import type { Guide } from './games/guide';
import { hasGuide, loadGuide } from './guides';
import { lang, mountLangSwitch, onLangChange, t } from './i18n';
import { gameTitle } from './titles';

const gameId = location.pathname.match(/^\/rules\/([a-z0-9-]{1,60})\/?$/)?.[1] ?? null;
let game: GameInfo | null = null;
let guide: Guide | null = null;

function render(): void {
  const title = game ? gameTitle(game) : (gameId ?? '');
  const start = $<HTMLAnchorElement>('#start-game');
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

async function main(): Promise<void> {
  mountLangSwitch($<HTMLSelectElement>('#lang'));
  onLangChange(render);
  if (gameId) {
    // Asked first, so that a game without a guide costs no failed module load.
    const load = async () => ((await hasGuide(gameId)) ? loadGuide(gameId) : null);
    const [games, found] = await Promise.all([api<GamesAnswer>('GET', '/api/games').catch(() => null), load().catch(() => null)]);
    game = games?.games.find((g) => g.id === gameId) ?? null;
    guide = game ? found : null;
  }
  render();
}

main();
