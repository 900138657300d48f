// A game's "How to play" guide (games/<id>/howto.ts, shown at /rules/<id>), in each language.
import type { Lang } from '../answers';

export interface GuideText {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export type Guide = Record<Lang, GuideText>;
