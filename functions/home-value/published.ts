/**
 * What the home-value service offers the others (DESIGN "Services keep to their own
 * tables"): the one module of this folder that another service, or a job entry, may import
 * (lint enforces it).
 */
export { runValuationTraining } from './training';
