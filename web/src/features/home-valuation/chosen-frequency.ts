import type { ReceiveUpdates } from '@shared/home-value/types';
import { readStored, writeStored } from '../../lib/stored-value';

type Frequency = Exclude<ReceiveUpdates, 'none'>;

const isFrequency = (value: unknown): value is Frequency =>
  value === 'weekly' || value === 'monthly' || value === 'yearly';
const frequencyKey = (id: string) => `homeValuation.frequency.${id}`;

/*
 * The update e-mails' frequency the owner last had on a valuation, kept for the tab's session:
 * the API stores `none` while they are off (its one field, `receiveUpdates`), so turning them on
 * again would otherwise fall back to monthly (QA 63a L15). A module of its own, not
 * valuation-storage.ts: the summary's first load carries this alone.
 */
export const chosenFrequency = (id: string) => readStored(sessionStorage, frequencyKey(id), isFrequency);
export const keepChosenFrequency = (id: string, frequency: Frequency) =>
  writeStored(sessionStorage, frequencyKey(id), frequency);
