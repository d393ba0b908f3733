export { ViewProvider } from './components/view-provider';
export { ViewSelect, VIEW_LABEL } from './components/view-select';
export { useView, type ViewContextValue } from './view-context';
export { matchingPath, twinPage, viewOfPage, viewOfPath, VIEW_PAGE_PAIRS } from './view-mapping';
export { VIEW_STORAGE_KEY, DEFAULT_VIEW } from './resolve-view';
