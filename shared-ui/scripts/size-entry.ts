// What a first page takes from the kit; measure-size.mjs bundles exactly this.
export {
  Button,
  ContentGrid,
  GlobalStyle,
  Logo,
  PosterCard,
  SearchInput,
  Toaster,
  theme,
  media,
} from '../src';
