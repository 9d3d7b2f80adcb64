import { Home } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from 'shared-core';
import { ButtonLink } from 'shared-ui';
import { ErrorScreen } from '../../../components/error-screen';

const messages = defineMessages({
  returnHome: {
    defaultMessage: 'Return to Home',
    id: '9bYaam',
    description: 'Not-found page: button linking to the home page',
  },
});

export function NotFoundPage() {
  const intl = useIntl();
  usePageTitle(
    intl.formatMessage({
      defaultMessage: 'Page not found',
      id: 'rhBkTG',
      description: 'Browser tab title of the page shown for an address that does not exist',
    }),
    { notFound: true },
  );
  return (
    <ErrorScreen
      title={intl.formatMessage({
        defaultMessage: 'Oops! Page not found',
        id: '1+BYtq',
        description: 'Not-found page: heading',
      })}
      message={intl.formatMessage({
        defaultMessage: "The page you are looking for doesn't exist or has moved.",
        id: '/k/w9p',
        description: 'Not-found page: explanation under the heading',
      })}
      actions={
        <ButtonLink to="/" icon={<Home size={16} aria-hidden />}>
          <FormattedMessage {...messages.returnHome} />
        </ButtonLink>
      }
    />
  );
}
