import { useIntl } from 'react-intl';
import { Page } from '../app/page';
import { PlannerScreen } from '../features/planner/components/planner-screen';
import { withAppIntl } from '../app/app-intl';

function PlannerPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({
        defaultMessage: 'Planner',
        id: 'R+/Jqh',
        description: 'Browser tab title of the planner page (which services to pay for)',
      })}
    >
      <PlannerScreen />
    </Page>
  );
}

export default withAppIntl(PlannerPage);
