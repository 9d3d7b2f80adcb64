import { Home } from 'lucide-react';
import { usePageTitle } from 'shared-core';
import { ButtonLink } from 'shared-ui';
import { ErrorScreen } from '../../../components/error-screen';

export function NotFoundPage() {
  usePageTitle('Page not found', { notFound: true });
  return (
    <ErrorScreen
      title="Oops! Page not found"
      message="The page you are looking for doesn't exist or has moved."
      actions={
        <ButtonLink to="/" icon={<Home size={16} aria-hidden />}>
          Return to Home
        </ButtonLink>
      }
    />
  );
}
