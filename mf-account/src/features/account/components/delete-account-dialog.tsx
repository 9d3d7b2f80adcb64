import { AlertCircle, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage, toastShown, useAppDispatch } from 'shared-core';
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
    dispatch(toastShown(accountMessages.accountDeleted()));
    navigate('/');
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Delete your account?"
      description="This cannot be undone."
      footer={
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="destructive"
            icon={<Trash2 size={16} aria-hidden />}
            disabled={!matches}
            loading={isLoading}
            loadingLabel="Deleting..."
          >
            Delete account
          </Button>
        </DialogActions>
      }
    >
      <Stack as="form" gap="lg" id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <Consequences gap="sm">
          <p>Everything tied to your account is deleted for good:</p>
          <ConsequenceList as="ul" gap="xs">
            <li>your sign-in and every session on your devices</li>
            <li>your profile, services, country and notification settings</li>
            <li>your watchlist, Notify Me requests and subscription record</li>
          </ConsequenceList>
        </Consequences>
        {error && (
          <Alert as="p" direction="row" align="start" gap="sm" role="alert">
            <AlertCircle size={16} aria-hidden />
            <span>{failureMessage({ error })}</span>
          </Alert>
        )}
        <TextField
          label={`Type ${email} to confirm`}
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
