import { SimpleGrid } from '@mantine/core';
import { formatCurrency } from '@shared/format/currency';
import type { LastSale } from '@shared/home-value/types';
import { DollarInput } from '../../../ui/dollar-input';
import { MaskedInput } from '../../../ui/masked-input';
import { improvementErrorKey, laterRecordedSale, type ValuationFormValues } from '../valuation-form';
import { ImprovementsEditor } from './improvements-editor';

export interface PurchaseFieldsProps {
  values: Pick<ValuationFormValues, 'purchasePrice' | 'purchaseDate' | 'improvements'>;
  errors: Partial<Record<string, string>>;
  set: <K extends 'purchasePrice' | 'purchaseDate' | 'improvements'>(key: K, value: ValuationFormValues[K]) => void;
  /** The listing's last sale, as a signed-in owner may see it. */
  recordedSale?: LastSale;
}

/**
 * The details form's signed-in part (document 3 §3): purchase price, purchase date and the
 * home improvements. Its own chunk: the date mask (react-imask, ~17 KB gzipped) and the price
 * field's number formatting load after the form's first paint, and never for a visitor.
 */
export default function PurchaseFields({ values, errors, set, recordedSale }: PurchaseFieldsProps) {
  const later = laterRecordedSale(values.purchaseDate, recordedSale);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DollarInput
          label="Purchase price"
          value={values.purchasePrice}
          error={errors.purchasePrice}
          onChange={(value) => set('purchasePrice', value)}
        />
        <MaskedInput
          label="Purchase date"
          mask="date"
          placeholder="mm/dd/yyyy"
          value={values.purchaseDate}
          description={
            later &&
            `Our records show a later sale of this home: ${formatCurrency(later.soldPrice)} on ${later.soldDate}. The estimate starts from that sale.`
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errors.purchaseDate}
          onChange={(value) => set('purchaseDate', value)}
        />
      </SimpleGrid>
      <ImprovementsEditor
        items={values.improvements}
        error={errors.improvements}
        // A row's own message (not about one field) under its area, where the row starts.
        rowError={(id, field) =>
          errors[improvementErrorKey(id, field)] ?? (field === 'area' ? errors[improvementErrorKey(id)] : undefined)
        }
        onChange={(items) => set('improvements', items)}
      />
    </>
  );
}
