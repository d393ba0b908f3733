export { ViewProvider } from './components/view-provider';
export { ViewSelect } from './components/view-select';
export { useView } from './view-context';
