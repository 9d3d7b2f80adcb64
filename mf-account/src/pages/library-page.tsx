import { Page } from '../app/page';
import { LibraryScreen } from '../features/library/components/library-screen';
import { withAppIntl } from '../app/app-intl';

function LibraryPage() {
  return (
    <Page title="My Library">
      <LibraryScreen />
    </Page>
  );
}

export default withAppIntl(LibraryPage);
