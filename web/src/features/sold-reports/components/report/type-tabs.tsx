import { Badge } from '@mantine/core';
import { propertyTypeLabels, propertyTypes, type PropertyType } from '@shared/property-types';
import { hasSales, salesCountLabel, type TypeReports } from '@shared/sold-report/types';
import { PlainSelect } from '../../../../ui/plain-select';
import { TabList } from '../tab-list';

interface TypeTabsProps {
  reports: TypeReports;
  value: PropertyType;
  onChange: (type: PropertyType) => void;
}

/**
 * The property-type tabs with their sold counts, in DECISIONS row 27's order; a type without
 * sales is disabled (document 1 §2.2); a visitor's withheld count (1 or 2) shows '--'. Under
 * 768 px they become a dropdown.
 */
export function TypeTabs({ reports, value, onChange }: TypeTabsProps) {
  return (
    <>
      <TabList
        label="Property types"
        variant="underline"
        visibleFrom="sm"
        value={value}
        onChange={onChange}
        items={propertyTypes.map((type) => {
          const count = reports[type].soldNumber;
          return {
            value: type,
            disabled: !hasSales(count),
            label: (
              <>
                {propertyTypeLabels[type]}
                <Badge
                  size="sm"
                  radius="sm"
                  variant={type === value ? 'filled' : 'light'}
                  color={hasSales(count) ? 'brand' : 'gray'}
                >
                  {salesCountLabel(count)}
                </Badge>
              </>
            ),
          };
        })}
      />
      {/* The phone's own picker: familiar, and light on the page's code. */}
      <PlainSelect
        hiddenFrom="sm"
        label="Property type"
        value={value}
        onChange={onChange}
        data={propertyTypes.map((type) => ({
          value: type,
          label: `${propertyTypeLabels[type]} (${salesCountLabel(reports[type].soldNumber)})`,
          disabled: !hasSales(reports[type].soldNumber),
        }))}
      />
    </>
  );
}
