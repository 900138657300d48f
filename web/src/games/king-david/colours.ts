// Each country's colour on the map, the stacks and the tables: the five player countries strong,
// the minors muted, the Neutral areas green-grey and Jerusalem (Jebus) white.
export const COUNTRY_COLOUR: Record<string, string> = {
  PHI: '#d9826b',
  JUD: '#e3c55a',
  ARA: '#7fa3d6',
  TYR: '#b48ad0',
  MOA: '#eea94f',
  AMM: '#c9c98f',
  BED: '#e2d2b0',
  EDO: '#c79e83',
  EGY: '#ecdd92',
  HAM: '#a9c79c',
  NEG: '#e3cba0',
  JEB: '#fbfbf7',
  NEU: '#cbdcc2',
};

export function countryColour(id: string): string {
  return Object.hasOwn(COUNTRY_COLOUR, id) ? COUNTRY_COLOUR[id] : '#dddddd';
}
