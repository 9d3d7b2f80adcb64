import { AlertCircle, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { toastShown, useAppDispatch, useFailureMessage } from 'shared-core';
import { Button, Dialog, DialogActions, Stack, TextField, theme } from 'shared-ui';
import styled from 'styled-components';
import { useDeleteAccountMutation } from '../api/delete-account';
import { accountMessages } from '../account-messages';

const Consequences = styled(Stack)`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const ConsequenceList = styled(Stack)`
  margin: 0;
  padding-left: ${theme.space.xl};
  list-style: disc;
`;

const Alert = styled(Stack)`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.dangerSurface};
  color: ${theme.colors.danger};
  font-size: ${theme.typography.fontSize.sm};
  overflow-wrap: anywhere;

  & > svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

/** Typed and stored emails match whatever their letter case, as the server compares them. */
export const confirmsEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

export interface DeleteAccountDialogProps {
  email: string;
  onClose: () => void;
}

/**
 * Deletes the account once its email is typed: the Delete button stays disabled until it matches.
 * On success this browser is signed out, a toast says so and the visitor lands on the home page.
 * Mounted while open.
 */
export function DeleteAccountDialog({ email, onClose }: DeleteAccountDialogProps) {
  const failureMessage = useFailureMessage();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const [deleteAccount, { isLoading, error }] = useDeleteAccountMutation();
  const matches = confirmsEmail(typed, email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || isLoading) return;
    const result = await deleteAccount({ confirm: typed.trim() });
    if (result.error) return;
    dispatch(
      toastShown({
        title: intl.formatMessage(accountMessages.accountDeleted),
        description: intl.formatMessage(accountMessages.accountDeletedDetail),
        tone: 'success',
      }),
    );
    navigate('/');
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage({
        defaultMessage: 'Delete your account?',
        id: 'FfVeMZ',
        description: 'Account > Delete account dialog: title',
      })}
      description={intl.formatMessage({
        defaultMessage: 'This cannot be undone.',
        id: '0hQaub',
        description: 'Account > Delete account dialog: warning under the title',
      })}
      footer={
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            {intl.formatMessage({
              defaultMessage: 'Cancel',
              id: 'MZFMGI',
              description:
                'Account > Delete account dialog: button that closes the dialog without deleting',
            })}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="destructive"
            icon={<Trash2 size={16} aria-hidden />}
            disabled={!matches}
            loading={isLoading}
            loadingLabel={intl.formatMessage({
              defaultMessage: 'Deleting…',
              id: 'PG/eyt',
              description:
                'Account > Delete account dialog: the delete button while the account is deleted',
            })}
          >
            {intl.formatMessage({
              defaultMessage: 'Delete account',
              id: '5043Ej',
              description:
                'Account > Delete account dialog: button that deletes the account for good',
            })}
          </Button>
        </DialogActions>
      }
    >
      <Stack as="form" gap="lg" id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Consequences gap="sm">
          <p>
            {intl.formatMessage({
              defaultMessage: 'Everything tied to your account is deleted for good:',
              id: 'wekuTe',
              description:
                'Account > Delete account dialog: introduces the list of what is deleted',
            })}
          </p>
          <ConsequenceList as="ul" gap="xs">
            <li>
              {intl.formatMessage({
                defaultMessage: 'your sign-in and every session on your devices',
                id: 'NOrAFy',
                description: 'Account > Delete account dialog: list item: what is deleted',
              })}
            </li>
            <li>
              {intl.formatMessage({
                defaultMessage: 'your profile, services, country and notification settings',
                id: '6MzWnr',
                description: 'Account > Delete account dialog: list item: what is deleted',
              })}
            </li>
            <li>
              {intl.formatMessage({
                defaultMessage: 'your watchlist, Notify Me requests and subscription record',
                id: 'QMd6rg',
                description:
                  'Account > Delete account dialog: list item: what is deleted; "Notify Me" is the name of a button on title pages',
              })}
            </li>
          </ConsequenceList>
        </Consequences>
        {error && (
          <Alert as="p" direction="row" align="start" gap="sm" role="alert">
            <AlertCircle size={16} aria-hidden />
            <span>{failureMessage({ error })}</span>
          </Alert>
        )}
        <TextField
          label={intl.formatMessage(
            {
              defaultMessage: 'Type {email} to confirm',
              id: 'vIrRR1',
              description:
                'Account > Delete account dialog: label of the field where the user types their email address to confirm the deletion',
            },
            { email },
          )}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Stack>
    </Dialog>
  );
}
