export { renderWithProviders } from './render-with-providers';
