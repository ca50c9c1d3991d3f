// Lists are paged (spec §3, §9): the query key carries the page, the answer holds `data`.
export { PAGE_SIZE } from '../../engine/model/user-settings-defaults';

// The page's shape and its count are plain code the kit reads too: they live in lib/.
export { pageCount, type Paged } from '../lib/paged';
