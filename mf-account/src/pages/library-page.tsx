import { Page } from '../app/page';
import { LibraryScreen } from '../features/library/components/library-screen';

export default function LibraryPage() {
  return (
    <Page title="My Library">
      <LibraryScreen />
    </Page>
  );
}
