import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  selectUser,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useFailureMessage,
} from 'shared-core';
import { Button, media, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { useExportAccountMutation } from '../api/export-account';
import { localDate, saveJsonFile } from '../utils/save-json-file';
import { DeleteAccountDialog } from './delete-account-dialog';
import { Muted } from './panel-layout';
import { accountMessages } from '../account-messages';

const HEADING_ID = 'account-data-title';

const Section = styled(Stack)`
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
`;

const Heading = styled.h3`
  font-size: ${theme.typography.fontSize.md};
  font-weight: ${theme.typography.fontWeight.bold};
`;

const Buttons = styled(Stack)`
  ${media.mobile} {
    flex-direction: column;
  }
`;

function useDownloadAccountData() {
  const failureMessage = useFailureMessage();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [exportAccount, { isLoading, reset }] = useExportAccountMutation();
  const download = async () => {
    const result = await exportAccount();
    if (result.error) {
      dispatch(
        toastShown({
          title: intl.formatMessage(accountMessages.accountDataDownloadFailed),
          description: failureMessage(result)!,
          tone: 'destructive',
        }),
      );
      return;
    }
    const fileName = `watchwhere-data-${localDate()}.json`;
    saveJsonFile(fileName, result.data);
    reset(); // the export need not stay in the store once saved
    dispatch(
      toastShown({
        title: intl.formatMessage(accountMessages.accountDataDownloaded),
        description: intl.formatMessage(
          {
            defaultMessage: 'Saved as {file}.',
            id: '3g+qhl',
            description:
              'Account > Settings > Your data: toast text naming the downloaded file (a file name such as watchwhere-data-2026-11-28.json)',
          },
          { file: fileName },
        ),
        tone: 'success',
      }),
    );
  };
  return { download, downloading: isLoading };
}

/** Signed-in users' data rights: a copy of everything kept about them, and account deletion. */
export function AccountDataSection() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const { download, downloading } = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;
  return (
    <Section as="section" gap="md" aria-labelledby={HEADING_ID}>
      <Heading id={HEADING_ID}>
        {intl.formatMessage({
          defaultMessage: 'Your data',
          id: 'cpsc3q',
          description:
            'Account > Settings > Your data: heading of the section to download or delete everything kept about you',
        })}
      </Heading>
      <Muted>
        {intl.formatMessage({
          defaultMessage:
            'Download a copy of everything WatchWhere keeps about you, or delete your account and all of it.',
          id: 'voewtG',
          description: 'Account > Settings > Your data: text of the section',
        })}
      </Muted>
      <Buttons direction="row" wrap gap="md">
        <Button
          variant="secondary"
          icon={<Download size={16} aria-hidden />}
          loading={downloading}
          loadingLabel={intl.formatMessage({
            defaultMessage: 'Preparing your data…',
            id: 'uK6Awo',
            description:
              'Account > Settings > Your data: the download button while the file is prepared',
          })}
          onClick={() => void download()}
        >
          {intl.formatMessage({
            defaultMessage: 'Download my data',
            id: 'NttNLH',
            description:
              'Account > Settings > Your data: button that downloads a file of all your data',
          })}
        </Button>
        {user.email && (
          <Button
            variant="destructive"
            icon={<Trash2 size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            {intl.formatMessage({
              defaultMessage: 'Delete account',
              id: 'b8eYLY',
              description:
                'Account > Settings > Your data: button that opens the account deletion dialog',
            })}
          </Button>
        )}
      </Buttons>
      {deleting && user.email && (
        <DeleteAccountDialog email={user.email} onClose={() => setDeleting(false)} />
      )}
    </Section>
  );
}
