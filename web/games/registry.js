// Game id → the module that draws it. A game missing here is shown by the generic renderer.
import { addStrings } from '../js/i18n.js';
import generic from './generic.js';

const modules = {
  'carolus-magnus': () => import('./carolus-magnus.js'),
  'king-david': () => import('./king-david.js'),
  lancaster: () => import('./lancaster.js'),
  'senor-de-la-guerra': () => import('./senor-de-la-guerra.js'),
  'princeps-machiavelli': () => import('./princeps-machiavelli.js'),
};

/** The renderer for a game, with its interface strings registered. */
export async function rendererFor(gameId) {
  const load = Object.prototype.hasOwnProperty.call(modules, gameId) ? modules[gameId] : null;
  if (!load) return generic;
  try {
    const renderer = (await load()).default;
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
