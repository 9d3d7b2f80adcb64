export * from './theme';
export * from './components/visually-hidden';
export * from './components/spinner';
export * from './components/button';
export * from './components/logo';
