// Game id → the module that draws it, each in a bundle of its own that only a match of that game
// loads. A game missing here is shown by the generic renderer.
import type { CarolusView } from '../../../src/games/carolus-magnus/view';
import type { KdView } from '../../../src/games/king-david/view';
import type { LancasterView } from '../../../src/games/lancaster/view';
import type { PMView } from '../../../src/games/princeps-machiavelli/view';
import type { SenorView } from '../../../src/games/senor-de-la-guerra/view';
import { addStrings } from '../i18n';
import generic from './generic';
import type { Renderer } from './renderer';

/** Each drawn game's view, as the server sends it with that game's id. */
interface Views {
  'carolus-magnus': CarolusView;
  'king-david': KdView;
  lancaster: LancasterView;
  'senor-de-la-guerra': SenorView;
  'princeps-machiavelli': PMView;
}

const modules: { [G in keyof Views]: () => Promise<{ default: Renderer<Views[G]> }> } = {
  'carolus-magnus': () => import('./carolus-magnus'),
  'king-david': () => import('./king-david'),
  lancaster: () => import('./lancaster'),
  'senor-de-la-guerra': () => import('./senor-de-la-guerra'),
  'princeps-machiavelli': () => import('./princeps-machiavelli'),
};

function isDrawn(gameId: string): gameId is keyof Views {
  return Object.hasOwn(modules, gameId);
}

/**
 * The renderer for a game, with its interface strings registered. It is handed the views of the
 * match whose `game` chose it: the server sends with a game's id that game's view, so the view
 * the page holds as `unknown` is the renderer's own type there.
 */
export async function rendererFor(gameId: string): Promise<Renderer<unknown>> {
  if (!isDrawn(gameId)) return generic;
  try {
    const renderer = (await modules[gameId]()).default as Renderer<unknown>;
    if (renderer.strings) addStrings(renderer.strings);
    if (renderer.stylesheet) {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: renderer.stylesheet });
      const loaded = new Promise((resolve) => {
        link.addEventListener('load', resolve);
        link.addEventListener('error', resolve);
      });
      document.head.append(link);
      await loaded;
    }
    // The generic marks name the parts of the generic board only; a drawing has its own tokens.
    return { ...generic, marks: null, ...renderer };
  } catch (err) {
    console.error(`renderer for ${gameId} failed to load`, err);
    return generic;
  }
}
