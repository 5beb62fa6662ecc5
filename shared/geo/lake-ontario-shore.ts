import type { Position } from '../neighbourhood';

/**
 * Lake Ontario's north shore from Hamilton Harbour to Oshawa, west to east, as
 * [longitude, latitude]: about one point per kilometre or two, drawn by hand from general
 * knowledge of the shoreline (harbours, points, the Scarborough Bluffs), not from any
 * boundary file. Good to a few hundred metres, which is all a generated map needs: every
 * neighbourhood polygon is clipped to the land north of it, and the Toronto Islands and the
 * Leslie Street Spit are left in the lake.
 */
export const lakeOntarioShore: readonly Position[] = [
  // Hamilton Harbour's north shore, then the Burlington canal
  [-79.93, 43.285],
  [-79.89, 43.289],
  [-79.855, 43.292],
  [-79.825, 43.296],
  [-79.8, 43.301],
  // Burlington
  [-79.796, 43.312],
  [-79.795, 43.322],
  [-79.785, 43.329],
  [-79.772, 43.336],
  [-79.758, 43.345],
  [-79.745, 43.353],
  [-79.73, 43.364],
  [-79.718, 43.376],
  // Bronte, Oakville
  [-79.709, 43.39],
  [-79.697, 43.404],
  [-79.683, 43.42],
  [-79.671, 43.435],
  [-79.66, 43.446],
  [-79.645, 43.458],
  [-79.628, 43.474],
  [-79.615, 43.49],
  // Clarkson, Lorne Park, Port Credit
  [-79.607, 43.505],
  [-79.6, 43.518],
  [-79.59, 43.532],
  [-79.58, 43.546],
  [-79.568, 43.557],
  [-79.555, 43.569],
  [-79.543, 43.58],
  // Long Branch, New Toronto, Mimico, Humber Bay
  [-79.53, 43.586],
  [-79.515, 43.59],
  [-79.5, 43.596],
  [-79.49, 43.604],
  [-79.48, 43.613],
  [-79.47, 43.622],
  [-79.462, 43.632],
  [-79.45, 43.635],
  // Exhibition Place, the inner harbour, the Port Lands
  [-79.435, 43.632],
  [-79.42, 43.631],
  [-79.405, 43.634],
  [-79.39, 43.638],
  [-79.375, 43.641],
  [-79.36, 43.641],
  [-79.345, 43.643],
  [-79.33, 43.648],
  // Ashbridge's Bay, the Beaches
  [-79.315, 43.655],
  [-79.3, 43.661],
  [-79.285, 43.668],
  [-79.27, 43.674],
  // The Scarborough Bluffs, Guildwood, Port Union
  [-79.255, 43.686],
  [-79.24, 43.697],
  [-79.225, 43.708],
  [-79.21, 43.723],
  [-79.195, 43.737],
  [-79.18, 43.748],
  [-79.165, 43.755],
  [-79.15, 43.76],
  [-79.135, 43.77],
  [-79.12, 43.783],
  // Pickering (Frenchman's Bay), Ajax, Whitby, Oshawa
  [-79.105, 43.795],
  [-79.09, 43.803],
  [-79.07, 43.809],
  [-79.05, 43.815],
  [-79.03, 43.822],
  [-79.01, 43.829],
  [-78.99, 43.836],
  [-78.97, 43.843],
  [-78.95, 43.851],
  [-78.93, 43.857],
  [-78.9, 43.861],
  [-78.87, 43.865],
  [-78.84, 43.868],
  [-78.81, 43.872],
  [-78.78, 43.877],
  [-78.75, 43.882],
];
