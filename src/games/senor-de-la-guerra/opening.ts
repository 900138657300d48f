import {
  BATTLEMENTS,
  DEPLOY_FIRST,
  ENTRANCE,
  FRISIANS,
  NORMAN_KINDS,
  NORMANS,
  SIDE_BONUS,
  START_SETS,
  type Kind,
  type Side,
  type StartSet,
} from './data';
import { change, countKind, countWords, isWarrior, normanWarriorsIn, priestOf, relocate } from './pieces';
import { say, sideName, tell, theZone, type Log, type SenorState } from './state';

function setText(set: StartSet): string {
  const v = START_SETS[set];
  return `Courage ${v.courage} / Tactics ${v.tactics}`;
}

/** SG-2 / A-5: D1 and D2. The Norman's answer stays sealed until the Frisian's is in. */
export function chooseStart(s: SenorState, side: Side, set: StartSet, log: Log): void {
  s.starts[side] = set;
  if (side === NORMANS) {
    tell(s, NORMANS, log, `Normans choose ${setText(set)} (sealed until the Frisians choose).`);
    say(log, 'Normans have chosen their starting set.');
    return;
  }
  for (const x of [NORMANS, FRISIANS]) {
    const chosen = s.starts[x] ?? 'courage';
    s.courage[x] = START_SETS[chosen].courage + SIDE_BONUS[x].courage;
    s.tactics[x] = START_SETS[chosen].tactics + SIDE_BONUS[x].tactics;
    say(log, `${sideName(x)} chose ${setText(chosen)}: Courage ${s.courage[x]}, Tactics ${s.tactics[x]} with the side bonus (SG-2).`);
  }
  s.reveals++;
  s.phase = 'deploy';
}

/** D3: how many of each kind may still go to the Entrance. */
export function deployOptions(s: SenorState): { kind: Kind; max: number }[] {
  const room = DEPLOY_FIRST - normanWarriorsIn(s, ENTRANCE);
  const out: { kind: Kind; max: number }[] = [];
  for (const kind of NORMAN_KINDS) {
    if (kind === 'guard' || kind === 'priest') continue;
    const n = Math.min(room, countKind(s, BATTLEMENTS, NORMANS, kind));
    if (n > 0) out.push({ kind, max: n });
  }
  return out;
}

/** SG-4 / R-25: D3 picks the ten warriors of the Entrance; the other ten hold the Battlements. */
export function deploy(s: SenorState, kind: Kind, n: number, log: Log): void {
  relocate(s, NORMANS, kind, BATTLEMENTS, ENTRANCE, n, isWarrior, false);
  say(log, `Normans post ${countWords(NORMANS, kind, n)} in the Tower Entrance.`);
  if (normanWarriorsIn(s, ENTRANCE) >= DEPLOY_FIRST) {
    say(log, `The other ${normanWarriorsIn(s, BATTLEMENTS)} Norman warriors hold the Tower Battlements.`);
    s.phase = 'deploy-priest';
  }
}

/** SG-4: the priest joins either zone; both hold ten warriors, so SG-13 is met either way. */
export function deployPriest(s: SenorState, zone: number, log: Log): void {
  change(s, priestOf(s), { zone });
  say(log, `Normans post the priest in ${theZone(zone)}.`);
  s.phase = 'siege';
  s.turn = 1;
  say(log, 'Turn 1 begins.');
}
