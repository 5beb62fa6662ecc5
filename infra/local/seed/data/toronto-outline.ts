import type { Position } from '@shared/neighbourhood';

/**
 * The City of Toronto's outline, generalised by hand to a dozen points: Steeles Avenue to the
 * north (a straight line), the Rouge River to the east, Etobicoke Creek and the airport's edge
 * to the west; to the south it runs out into the lake, which `lakeOntarioShore` clips off. The
 * points are approximate (a few hundred metres) and were checked against the City's extent.
 * It keeps Toronto's generated cells inside the city and the neighbouring municipalities'
 * cells out of it.
 *
 * Contains information licensed under the Open Government Licence – Toronto.
 */
export const torontoOutline: readonly Position[] = [
  [-79.639, 43.751], // Steeles Avenue West at the Peel line
  [-79.17, 43.855], // Steeles Avenue East at the Rouge
  [-79.155, 43.84],
  [-79.143, 43.822], // the Rouge valley
  [-79.13, 43.805],
  [-79.117, 43.792], // the mouth of the Rouge
  [-79.05, 43.72], // out in the lake…
  [-79.38, 43.55],
  [-79.55, 43.55], // …back to the mouth of Etobicoke Creek
  [-79.541, 43.58],
  [-79.552, 43.588],
  [-79.566, 43.602],
  [-79.585, 43.626], // up Etobicoke Creek
  [-79.61, 43.643],
  [-79.618, 43.675],
  [-79.624, 43.71], // along the airport's east side
  [-79.634, 43.73],
  [-79.639, 43.751],
];
