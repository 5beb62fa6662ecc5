import { Painter, type Colour } from '../seed/photos/photo-painter';

/**
 * The demo agents' pictures, painted like the seed's house photos (seed/photos/): a headshot
 * (a portrait silhouette before a studio backdrop) and a logo (a roof and a door on the agent's
 * colour). Each is drawn from its look alone, so the same bytes every time; JPEG, as a phone's
 * camera gives, well under the upload limit.
 */
export interface AgentLook {
  backdrop: readonly [Colour, Colour];
  skin: Colour;
  hair: Colour;
  /** Long hair falls to the shoulders; short hair stays on the head. */
  longHair: boolean;
  jacket: Colour;
  /** The logo's ground. */
  brand: Colour;
}

const size = 400;

export function paintHeadshot(look: AgentLook): Uint8Array {
  const p = new Painter(size, size);
  p.gradient(0, 0, size, size, look.backdrop[0], look.backdrop[1]);
  // Hair behind the shoulders first, so the jacket covers its ends.
  if (look.longHair) p.ellipse(200, 205, 92, 120, look.hair);
  p.ellipse(200, 420, 165, 120, look.jacket);
  p.polygon(
    [
      [165, 300],
      [200, 372],
      [235, 300],
    ],
    [240, 240, 236],
  );
  p.rect(178, 250, 222, 310, look.skin);
  p.ellipse(200, 190, 66, 82, look.skin);
  p.ellipse(200, 132, 70, 42, look.hair);
  p.ellipse(135, 175, 10, 30, look.longHair ? look.hair : look.skin);
  p.ellipse(265, 175, 10, 30, look.longHair ? look.hair : look.skin);
  p.circle(176, 190, 5, [55, 45, 40]);
  p.circle(224, 190, 5, [55, 45, 40]);
  p.line(182, 232, 218, 232, 4, [160, 90, 90]);
  return p.jpeg(88);
}

export function paintLogo(look: AgentLook): Uint8Array {
  const p = new Painter(size, size);
  p.rect(0, 0, size, size, [250, 250, 248]);
  p.circle(200, 200, 170, look.brand);
  p.polygon(
    [
      [95, 215],
      [200, 110],
      [305, 215],
    ],
    [250, 250, 248],
  );
  p.rect(125, 205, 275, 300, [250, 250, 248]);
  p.rect(182, 235, 218, 300, look.brand);
  p.rect(140, 225, 168, 252, look.brand);
  p.rect(232, 225, 260, 252, look.brand);
  return p.jpeg(90);
}

/** Sarah Thompson's and David Okafor's looks (provision/demo-accounts.ts). */
export const agentLooks: Record<string, AgentLook> = {
  'agent@example.com': {
    backdrop: [
      [196, 214, 230],
      [120, 146, 170],
    ],
    skin: [236, 200, 176],
    hair: [120, 72, 40],
    longHair: true,
    jacket: [46, 62, 96],
    brand: [0, 94, 124],
  },
  'agent2@example.com': {
    backdrop: [
      [222, 216, 204],
      [150, 138, 120],
    ],
    skin: [120, 80, 56],
    hair: [30, 26, 24],
    longHair: false,
    jacket: [60, 60, 64],
    brand: [150, 40, 44],
  },
};
