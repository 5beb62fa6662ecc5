import { slices } from '../route';
import { reports } from './reports';
import { valuations } from './valuations';

/** The home-value service's contract: valuations and annual reports (document 3 §7.1). */
export const homeValue = slices(valuations, reports);
