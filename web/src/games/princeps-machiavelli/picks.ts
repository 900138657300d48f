// Which board elements make a command (web/src/board-actions.ts): each clickable element carries a
// data-pick token, and a listed command is the sequence of tokens clicked to make it.
//   card:<word>      a card in hand or on a territory (its notation word: me01, pr-n1, firenze)
//   terr:<name>      a territory on the table
//   player:<n>       a player (offers)
//   verb:<verb>      what a selected command card does (attack, revolt, conspire, spy, fortify, …)
//   want:<w> unwant:<w>                      a card kind or territory asked for in an offer
//   accept:<n>-<k> decline:<n>-<k> withdraw:<n>-<k>    an offer
//   do:<command with dashes>                 a button: draw, done, end, pass, sacrifice-2, …

const TWO_STEP = new Set(['revolt', 'conspire', 'spy']);
const ON_OWN = new Set(['fortify', 'colonists', 'reform', 'stabilise']);
const ONE_CARD = new Set(['discard', 'keep', 'give', 'ungive', 'pick', 'add', 'drop', 'territory', 'punish']);

/** The tokens of a listed command, in click order; null when the board cannot make it. */
export function picks(command: string): string[] | null {
  const words = command.split(' ');
  const [verb, a, b] = words;
  if (words.length === 1) {
    if (verb === 'machiavelli') return ['card:mq'];
    return [`do:${verb}`];
  }
  if (ONE_CARD.has(verb) && words.length === 2) return [`card:${a}`];
  // In the Preparation phase `withdraw` takes a card back; in Negotiation it withdraws an offer.
  if (verb === 'withdraw' && words.length === 2) return [`card:${a}`];
  if (verb === 'withdraw' || verb === 'accept' || verb === 'decline') return [`${verb}:${a}-${b}`];
  if (verb === 'place') return [`card:${a}`, `terr:${b}`];
  if (verb === 'attack' || TWO_STEP.has(verb)) return [`card:${a}`, `verb:${verb}`, `terr:${b}`];
  if (ON_OWN.has(verb)) return [`card:${a}`, `verb:${verb}`];
  if (verb === 'offer') return [`player:${a}`];
  if (verb === 'want' || verb === 'unwant') return [`${verb}:${a}`];
  if (verb === 'draw' || verb === 'sacrifice' || verb === 'orders' || verb === 'autodraw') return [`do:${words.join('-')}`];
  return null;
}
