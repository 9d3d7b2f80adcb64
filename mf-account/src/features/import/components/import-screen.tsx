import { FileUp, Lock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { selectSessionStatus, useAppSelector, withRedirect } from 'shared-core';
import { ButtonLink, EmptyState, PageTitle, Skeleton, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { NarrowPage } from '../../../components/narrow-page';
import { MemberImport } from './member-import';

const Intro = styled.p`
  max-width: 46rem;
  color: ${theme.colors.textMuted};
`;

const HEADING_ID = 'import-title';

/** /library/import: a Letterboxd, IMDb or Trakt list brought into My Library. */
export function ImportScreen() {
  const intl = useIntl();
  const session = useAppSelector(selectSessionStatus);
  return (
    <NarrowPage as="section" gap="xl" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <PageTitle id={HEADING_ID} icon={<FileUp size={28} aria-hidden />}>
          {intl.formatMessage({
            defaultMessage: 'Import a list',
            id: 'FU1Nq6',
            description: 'Import page: page heading',
          })}
        </PageTitle>
        <Intro>
          {intl.formatMessage({
            defaultMessage:
              'Bring your watchlist from Letterboxd, IMDb or Trakt. You see what was found before anything is added, and one click undoes the import.',
            id: 'ifGVF/',
            description: 'Import page: text under the heading',
          })}
        </Intro>
      </Stack>
      {session === 'signedIn' ? (
        <MemberImport />
      ) : session === 'signedOut' ? (
        <EmptyState
          icon={<Lock size={28} />}
          title={intl.formatMessage({
            defaultMessage: 'Sign in to import a list',
            id: 'MnN0TW',
            description: 'Import page: title shown to a visitor who is not signed in',
          })}
          description={intl.formatMessage({
            defaultMessage:
              'Your imported titles join your watchlist, which follows you to every device.',
            id: 'YOHPua',
            description: 'Import page: text shown to a visitor who is not signed in',
          })}
          action={
            <ButtonLink to={withRedirect('/auth', '/library/import')}>
              {intl.formatMessage({
                defaultMessage: 'Sign In',
                id: '2HSS6F',
                description: 'Import page: button shown to a visitor who is not signed in',
              })}
            </ButtonLink>
          }
        />
      ) : (
        <Skeleton height="240px" />
      )}
    </NarrowPage>
  );
}
