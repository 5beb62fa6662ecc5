import { Select, Tabs } from '@mantine/core';

interface CommunityPickerProps {
  communities: string[];
  value: string;
  onChange: (community: string) => void;
}

/** One tab per community, Toronto first (document 1 §2.3), inside the page's `Tabs`. */
export function CommunityTabs({ communities }: Pick<CommunityPickerProps, 'communities'>) {
  return (
    <Tabs.List visibleFrom="sm" aria-label="Communities" style={{ flexWrap: 'wrap', gap: 6 }}>
      {communities.map((community) => (
        <Tabs.Tab key={community} value={community}>
          {community}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}

/** The tabs' stand-in under 768 px. */
export function CommunitySelect({ communities, value, onChange }: CommunityPickerProps) {
  return (
    <Select
      hiddenFrom="sm"
      label="Community"
      data={communities}
      value={value}
      onChange={(community) => community && onChange(community)}
      allowDeselect={false}
      checkIconPosition="right"
      size="md"
      radius="md"
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
