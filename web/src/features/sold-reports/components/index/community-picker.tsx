import { NativeSelect } from '@mantine/core';
import { TabList } from '../tab-list';

interface CommunityPickerProps {
  communities: string[];
  value: string;
  onChange: (community: string) => void;
}

/** One tab per community, Toronto first (document 1 §2.3). */
export function CommunityTabs({ communities, value, onChange }: CommunityPickerProps) {
  return (
    <TabList
      label="Communities"
      variant="pills"
      visibleFrom="sm"
      value={value}
      onChange={onChange}
      items={communities.map((community) => ({ value: community, label: community }))}
    />
  );
}

/** The tabs' stand-in under 768 px. */
export function CommunitySelect({ communities, value, onChange }: CommunityPickerProps) {
  return (
    <NativeSelect
      hiddenFrom="sm"
      label="Community"
      data={communities}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      size="md"
      radius="md"
    />
  );
}
