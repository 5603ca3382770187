// The search feature's public face: the search box, and its words and pace for other searches.
export { SearchBox } from './components/search-box';
export { SEARCH_DEBOUNCE_MS, SEARCH_TEXT } from './search-text';
