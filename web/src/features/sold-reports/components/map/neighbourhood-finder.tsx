import { Box, Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { Neighbourhood } from '@shared/neighbourhood';
import { SearchIcon } from '../../../../ui/icons/action-icons';
import { SearchBox } from '../../../../ui/search-box';
import { searchNeighbourhoods } from '../../neighbourhood-search';

/** The map's search box (document 1 §2.4): neighbourhoods by name, at most 10, debounced 300 ms. */
export function NeighbourhoodFinder({
  neighbourhoods,
  onFound,
}: {
  neighbourhoods: readonly Neighbourhood[];
  onFound: (neighbourhood: Neighbourhood) => void;
}) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 300);
  const matches = useMemo(() => searchNeighbourhoods(neighbourhoods, query), [neighbourhoods, query]);
  return (
    <Box pos="absolute" top={12} left={12} w="min(380px, calc(100% - 68px))" style={{ zIndex: 4 }}>
      <Paper shadow="md" radius="md">
        <SearchBox
          label="Search neighbourhoods"
          placeholder="Search a neighbourhood"
          value={text}
          onChange={setText}
          leftSection={<SearchIcon size={18} />}
          groups={[
            {
              label: 'Neighbourhoods',
              items: matches.map((n) => ({ key: n.id, label: n.name, description: n.community })),
            },
          ]}
          loading={text !== query}
          emptyText="No neighbourhood matches that name."
          onSelect={(item) => {
            const neighbourhood = matches.find((n) => n.id === item.key);
            if (!neighbourhood) return;
            setText(neighbourhood.name);
            onFound(neighbourhood);
          }}
        />
      </Paper>
    </Box>
  );
}
