export { SearchMultiSelect, type TSearchMultiSelectProps } from './SearchMultiSelect';
export { SearchSelect, type TSearchSelectProps } from './SearchSelect';
export { matchesTyped, offeredOptions, type TPickerOption, type TSearchAnswer } from './search-options';
export { PICKER_DEBOUNCE_MS, useSearchText, type TSearchText } from './use-search-text';
