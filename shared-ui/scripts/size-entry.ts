// What a first page takes from the kit; measure-size.mjs bundles exactly this.
export {
  Button,
  ContentGrid,
  GlobalStyle,
  Logo,
  PosterCard,
  SearchInput,
  Toaster,
  createToastStore,
  useToasts,
  theme,
  media,
} from '../src';
