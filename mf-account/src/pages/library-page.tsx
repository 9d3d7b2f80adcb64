import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { LibraryScreen } from '../features/library/components/library-screen';
import { withAppIntl } from '../app/app-intl';

function LibraryPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'My Library',
        id: 'atLX86',
        description: 'Browser tab title of the page of saved titles',
      })}
    >
      <LibraryScreen />
    </Page>
  );
}

export default withAppIntl(LibraryPage);
