import { findGame } from '../../games';
import { setupOptions } from './context';
import { rebuild } from './history';
import type { MatchStore } from './store';
import { inEnglish } from '../../text/catalogues';

/**
 * DESIGN.md §5: a match records the rules version it started with. After a deploy that changes
 * the rules, the log is replayed; if it no longer replays, the match is frozen with a message
 * instead of continuing on a state the log cannot explain. Returns whether the match changed
 * (so that the index hears of it).
 */
export function checkRulesVersion(store: MatchStore): boolean {
  const stored = store.meta();
  if (!stored || !stored.rngSeed || stored.frozen) return false;
  const meta = { ...stored, migratedFrom: [...stored.migratedFrom] };
  const entry = findGame(meta.game);
  if (!entry) {
    meta.frozen = `The game "${meta.game}" is no longer offered by this service; the match is kept read-only.`;
    store.putMeta(meta);
    return true;
  }
  const { game } = entry;
  if (meta.rulesVersion === game.rulesVersion) return false;
  const r = rebuild(game, setupOptions(meta), store.events());
  store.atomically(() => {
    if (r.ok) {
      meta.migratedFrom.push(meta.rulesVersion ?? 'unknown');
      meta.rulesVersion = game.rulesVersion;
      store.putSnapshot(r.snapshot);
    } else {
      meta.frozen =
        `The rules of ${game.title} changed (version ${meta.rulesVersion} to ${game.rulesVersion}) ` +
        `and entry ${r.seq} ("${r.command}" by seat ${r.seat}) no longer applies: ${inEnglish(game.id, r.message)} ` +
        'The match is frozen; its log can still be read and exported.';
    }
    store.putMeta(meta);
  });
  return true;
}
