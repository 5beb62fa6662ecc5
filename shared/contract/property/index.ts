import { slices } from '../route';
import { homeSearch } from './home-search';
import { soldReports } from './sold-reports';

/** The property service's contract: sold reports, neighbourhoods and home search (documents 1 and 3 §7.2). */
export const property = slices(soldReports, homeSearch);
