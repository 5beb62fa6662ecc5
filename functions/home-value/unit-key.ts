/**
 * A unit as a reader takes it: case, dashes and leading zeros aside ('ph-01' is 'PH1', '#01203'
 * is '1203'), but not a dash between numbers: '1-12' and '11-2' are two units (review 39 L11).
 */
export const unitKey = (unit: string) =>
  unit
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-(?![0-9])|(?<![0-9])-/g, '')
    .replace(/(^|[a-z-])0+(?=[0-9])/g, '$1');
