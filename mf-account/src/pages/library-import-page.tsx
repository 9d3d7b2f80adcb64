import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { ImportScreen } from '../features/import/components/import-screen';
import { withAppIntl } from '../app/app-intl';

function LibraryImportPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Import a list',
        id: '4LQCPp',
        description: 'Browser tab title of the page importing a list into the library',
      })}
    >
      <ImportScreen />
    </Page>
  );
}

export default withAppIntl(LibraryImportPage);
