/**
 * The real geography behind the King David map (issue 15): where each of the 79 designed areas
 * lies (latitude, longitude of the place it names, or of its country's land for a designed
 * name), the Mediterranean coast, the lakes and the rivers of the rulings. Approximate to a few
 * kilometres: enough for a player to recognise Gaza, Hebron, Jerusalem, Damascus and the Jordan.
 * Read by scripts/kd-map/generate.ts, which writes src/games/king-david/data/drawing.ts.
 */

export type LatLon = [number, number];

/** Each area's anchor: the place it is named after. */
export const ANCHORS: Record<string, LatLon> = {
  // Philistia: the southern coastal plain
  GAZ: [31.5, 34.46],
  ASK: [31.66, 34.56],
  ASD: [31.8, 34.66],
  EKR: [31.78, 34.85],
  GAT: [31.69, 34.84],
  JOP: [32.05, 34.76],
  RAP: [31.28, 34.25],
  APH: [32.1, 34.93],
  TIM: [31.8, 34.93],
  // Judah: the hill country south of Jerusalem
  HEB: [31.53, 35.1],
  BET: [31.7, 35.2],
  WIL: [31.52, 35.33],
  ADU: [31.65, 35.0],
  KEI: [31.58, 35.0],
  LAC: [31.56, 34.85],
  ZIK: [31.38, 34.68],
  DEB: [31.45, 34.98],
  MAO: [31.41, 35.13],
  ELA: [31.69, 34.95],
  // Aram: Damascus, the Beqaa, Hermon, Golan, Bashan, Hauran
  DAM: [33.51, 36.29],
  ANT: [33.5, 35.98],
  ZOB: [33.62, 35.75],
  BRH: [34.0, 36.15],
  MAA: [33.26, 35.58],
  GOL: [32.95, 35.75],
  BAS: [32.82, 36.02],
  HAU: [32.6, 36.15],
  ARG: [32.7, 36.6],
  RAM: [32.45, 35.95],
  // Phoenicia (Tyre): the northern coast and Mount Lebanon
  TYR: [33.27, 35.2],
  SID: [33.56, 35.38],
  ZAR: [33.43, 35.3],
  ACH: [33.05, 35.11],
  ACC: [32.92, 35.08],
  BYB: [34.12, 35.65],
  MLB: [33.88, 35.82],
  CAB: [32.98, 35.26],
  // Moab: the plateau east of the Dead Sea
  KIR: [31.18, 35.7],
  PLT: [31.32, 35.85],
  DIB: [31.5, 35.78],
  MED: [31.72, 35.8],
  HES: [31.8, 35.82],
  PMO: [31.83, 35.62],
  ZER: [31.05, 35.58],
  // Ammon: Rabbah and the steppe east of it
  RAB: [31.95, 35.93],
  JAZ: [32.0, 35.78],
  MIN: [31.83, 35.99],
  AMS: [31.7, 36.3],
  // Edom: south of the Zered, the Arabah
  BOZ: [30.73, 35.61],
  SEL: [30.45, 35.47],
  PUN: [30.63, 35.42],
  ARB: [30.85, 35.27],
  // Egypt: the eastern Delta and the road across north Sinai
  TJA: [30.86, 32.38],
  MIG: [30.97, 32.62],
  HOR: [31.05, 33.2],
  BRK: [31.13, 33.8],
  // Hamath: the middle Orontes
  HAM: [35.13, 36.75],
  KAD: [34.56, 36.52],
  LEB: [34.25, 36.4],
  // Negev
  BEE: [31.25, 34.8],
  ARA: [31.28, 35.14],
  // Bedouin lands: the desert east and north-east
  TAD: [34.56, 38.27],
  STP: [33.9, 37.2],
  SIR: [31.35, 37.2],
  // Jebus
  JER: [31.78, 35.23],
  // Neutral: Benjamin, Ephraim, Samaria, the valleys, Galilee, Gilead
  GIB: [31.88, 35.22],
  GEZ: [31.87, 34.92],
  EPH: [32.02, 35.25],
  JRC: [31.86, 35.45],
  SHE: [32.21, 35.28],
  SHA: [32.38, 34.9],
  DOR: [32.62, 34.93],
  MEG: [32.58, 35.18],
  JEZ: [32.53, 35.34],
  BSH: [32.5, 35.5],
  GAL: [32.73, 35.38],
  HAZ: [33.02, 35.57],
  MAH: [32.18, 35.68],
  JAB: [32.38, 35.64],
};

/** The Mediterranean coast from the Nile delta to north of Hamath, south to north. */
export const COAST: LatLon[] = [
  [30.95, 32.05],
  [31.05, 32.3],
  [31.08, 32.6],
  [31.1, 33.0],
  [31.13, 33.5],
  [31.15, 33.82],
  [31.23, 34.1],
  [31.33, 34.27],
  [31.5, 34.42],
  [31.67, 34.54],
  [31.82, 34.63],
  [32.06, 34.74],
  [32.3, 34.84],
  [32.5, 34.88],
  [32.72, 34.94],
  [32.83, 34.96],
  [32.82, 35.05],
  [32.93, 35.07],
  [33.1, 35.1],
  [33.27, 35.18],
  [33.45, 35.28],
  [33.56, 35.36],
  [33.9, 35.48],
  [34.12, 35.63],
  [34.45, 35.8],
  [34.9, 35.87],
  [35.45, 35.9],
];

/** The edge of the drawn land away from the sea (south, east, north), clockwise. */
export const FRAME = { south: 29.95, north: 35.45, west: 32.0, east: 38.6 };

export const LAKES: { name: string; outline: LatLon[] }[] = [
  {
    name: 'Sea of Galilee',
    outline: [
      [32.89, 35.55],
      [32.88, 35.6],
      [32.83, 35.65],
      [32.75, 35.64],
      [32.7, 35.59],
      [32.73, 35.54],
      [32.8, 35.52],
    ],
  },
  {
    name: 'Dead Sea',
    outline: [
      [31.77, 35.5],
      [31.76, 35.58],
      [31.6, 35.58],
      [31.35, 35.56],
      [31.1, 35.53],
      [31.05, 35.45],
      [31.2, 35.4],
      [31.45, 35.43],
      [31.65, 35.45],
    ],
  },
];

/** Rivers as polylines from source to mouth: the Jordan (with its upper course) and the rivers the rulings name. */
export const RIVERS: { name: string; course: LatLon[] }[] = [
  { name: 'Jordan', course: [[33.25, 35.62], [33.05, 35.61], [32.9, 35.59], [32.89, 35.58]] },
  { name: 'Jordan', course: [[32.71, 35.57], [32.55, 35.56], [32.35, 35.56], [32.15, 35.55], [31.95, 35.53], [31.77, 35.54]] },
  { name: 'Yarmuk', course: [[32.78, 36.05], [32.72, 35.85], [32.64, 35.63], [32.64, 35.57]] },
  { name: 'Jabbok', course: [[31.98, 35.95], [32.12, 35.85], [32.2, 35.7], [32.13, 35.55]] },
  { name: 'Arnon', course: [[31.47, 35.98], [31.45, 35.8], [31.45, 35.58]] },
  { name: 'Zered', course: [[30.98, 35.8], [31.05, 35.65], [31.07, 35.48]] },
  { name: 'Kishon', course: [[32.55, 35.35], [32.68, 35.15], [32.82, 35.04]] },
  { name: 'Sorek', course: [[31.75, 35.15], [31.78, 34.95], [31.86, 34.7]] },
  { name: 'Yarkon', course: [[32.1, 34.95], [32.11, 34.85], [32.1, 34.78]] },
  { name: 'Besor', course: [[31.12, 34.85], [31.25, 34.55], [31.37, 34.36]] },
  { name: 'Litani', course: [[33.95, 36.1], [33.65, 35.75], [33.4, 35.55], [33.33, 35.25]] },
];
