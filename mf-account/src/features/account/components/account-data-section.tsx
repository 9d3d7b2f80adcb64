import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  failureMessage,
  selectUser,
  toastShown,
  useAppDispatch,
  useAppSelector,
} from 'shared-core';
import { Button, media, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { useExportAccountMutation } from '../api/export-account';
import { localDate, saveJsonFile } from '../utils/save-json-file';
import { DeleteAccountDialog } from './delete-account-dialog';
import { Muted } from './panel-layout';
import { accountMessages } from '../account-messages';

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
  const dispatch = useAppDispatch();
  const [exportAccount, { isLoading, reset }] = useExportAccountMutation();
  const download = async () => {
    const result = await exportAccount();
    if (result.error) {
      dispatch(toastShown(accountMessages.accountDataDownloadFailed(failureMessage(result)!)));
      return;
    }
    const fileName = `watchwhere-data-${localDate()}.json`;
    saveJsonFile(fileName, result.data);
    reset(); // the export need not stay in the store once saved
    dispatch(toastShown(accountMessages.accountDataDownloaded(fileName)));
  };
  return { download, downloading: isLoading };
}

/** Signed-in users' data rights: a copy of everything kept about them, and account deletion. */
export function AccountDataSection() {
  const user = useAppSelector(selectUser);
  const { download, downloading } = useDownloadAccountData();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;
  return (
    <Section as="section" gap="md" aria-labelledby="account-data-title">
      <Heading id="account-data-title">Your data</Heading>
      <Muted>
        Download a copy of everything WatchWhere keeps about you, or delete your account and all of
        it.
      </Muted>
      <Buttons direction="row" wrap gap="md">
        <Button
          variant="secondary"
          icon={<Download size={16} aria-hidden />}
          loading={downloading}
          loadingLabel="Preparing your data..."
          onClick={() => void download()}
        >
          Download my data
        </Button>
        {user.email && (
          <Button
            variant="destructive"
            icon={<Trash2 size={16} aria-hidden />}
            onClick={() => setDeleting(true)}
          >
            Delete account
          </Button>
        )}
      </Buttons>
      {deleting && user.email && (
        <DeleteAccountDialog email={user.email} onClose={() => setDeleting(false)} />
      )}
    </Section>
  );
}
