import { describe, expect, it } from 'vitest';
import { alphabeticalColumns } from '../../../web/src/features/sold-reports/neighbourhood-columns';
import { maxSearchResults, searchNeighbourhoods } from '../../../web/src/features/sold-reports/neighbourhood-search';

const named = (...names: string[]) => names.map((name) => ({ name, community: 'Toronto' }));

describe('the index columns (document 1 §2.3)', () => {
  it('splits the names into three alphabetical columns read top to bottom', () => {
    const columns = alphabeticalColumns(
      named('Moss Park', 'Annex', 'Casa Loma', 'University', 'Leaside', 'Danforth', 'Weston'),
    );
    expect(columns.map((column) => column.map((n) => n.name))).toEqual([
      ['Annex', 'Casa Loma', 'Danforth'],
      ['Leaside', 'Moss Park', 'University'],
      ['Weston'],
    ]);
  });
});

describe('the map search (document 1 §2.4)', () => {
  it('lists names starting with the text first, then names with a word starting with it', () => {
    const found = searchNeighbourhoods(
      named('Forest Hill North', 'Churchill Heights', 'Hillcrest Village', 'High Park North'),
      'hill',
    );
    expect(found.map((n) => n.name)).toEqual(['Hillcrest Village', 'Forest Hill North', 'Churchill Heights']);
  });

  it('ignores case and accents, and lists at most 10', () => {
    const many = named(...Array.from({ length: 30 }, (_, i) => `Parkside ${String(i).padStart(2, '0')}`));
    expect(searchNeighbourhoods(many, 'PARK')).toHaveLength(maxSearchResults);
    expect(searchNeighbourhoods(named('Église Park'), 'eglise')).toHaveLength(1);
    expect(searchNeighbourhoods(many, '   ')).toEqual([]);
  });
});
