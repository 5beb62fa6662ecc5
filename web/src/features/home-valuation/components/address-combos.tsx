/**
 * The address step's two comboboxes (Mantine's Combobox brings Popover and floating-ui, ~25 KB
 * gzipped), in a chunk of their own that the step loads right after its first paint.
 */
export { Autocomplete } from '@mantine/core';
export { SearchBox } from '../../../ui/search-box';
