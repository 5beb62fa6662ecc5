import { Badge, Select, Tabs } from '@mantine/core';
import { propertyTypeLabels, propertyTypes, type PropertyType } from '@shared/property-types';
import type { TypeReports } from '@shared/sold-report/types';

interface TypeTabsProps {
  reports: TypeReports;
  value: PropertyType;
  onChange: (type: PropertyType) => void;
}

/**
 * The property-type tabs with their sold counts, in DECISIONS row 27's order; a type without
 * sales is disabled (document 1 §2.2). Under 768 px they become a dropdown.
 */
export function TypeTabs({ reports, value, onChange }: TypeTabsProps) {
  return (
    <>
      <Tabs value={value} onChange={(type) => type && onChange(type as PropertyType)} visibleFrom="sm">
        <Tabs.List aria-label="Property types">
          {propertyTypes.map((type) => {
            const count = reports[type].soldNumber;
            return (
              <Tabs.Tab
                key={type}
                value={type}
                disabled={count === 0}
                rightSection={
                  <Badge
                    size="sm"
                    radius="sm"
                    variant={type === value ? 'filled' : 'light'}
                    color={count ? 'brand' : 'gray'}
                  >
                    {count}
                  </Badge>
                }
                fw={type === value ? 600 : 500}
              >
                {propertyTypeLabels[type]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Select
        hiddenFrom="sm"
        label="Property type"
        value={value}
        onChange={(type) => type && onChange(type as PropertyType)}
        allowDeselect={false}
        size="md"
        radius="md"
        checkIconPosition="right"
        data={propertyTypes.map((type) => ({
          value: type,
          label: `${propertyTypeLabels[type]} (${reports[type].soldNumber})`,
          disabled: reports[type].soldNumber === 0,
        }))}
      />
    </>
  );
}
