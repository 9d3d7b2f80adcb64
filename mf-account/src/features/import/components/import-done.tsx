import { Library } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, ButtonLink, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { FormAlert } from '../../../components/form-alert';
import type { SavedImport } from '../api/save-import';
import { UndoImportButton } from './undo-import-button';

const Actions = styled(Stack)`
  margin-top: ${theme.space.sm};
`;

interface ImportDoneProps {
  userId: string;
  saved: SavedImport;
  onUndone: () => void;
  onAnother: () => void;
}

/** The success message, with Undo, the library and another import. */
export function ImportDone({ userId, saved, onUndone, onAnother }: ImportDoneProps) {
  const intl = useIntl();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => alert.current?.focus(), []);
  return (
    <Stack gap="md">
      <FormAlert tone="success" focusable ref={alert}>
        {intl.formatMessage(
          {
            defaultMessage:
              '{count, plural, =0 {No titles were added: they were all in your watchlist already.} one {# title added to your watchlist.} other {# titles added to your watchlist.}}',
            id: 'sj/HuH',
            description: 'Import page: success message after the titles were saved',
          },
          { count: saved.added.length },
        )}
      </FormAlert>
      <Actions direction="row" wrap gap="sm">
        <ButtonLink to="/library" size="sm" icon={<Library size={16} aria-hidden />}>
          {intl.formatMessage({
            defaultMessage: 'Go to my watchlist',
            id: 'xS8tvD',
            description: 'Import page: link to the library after an import',
          })}
        </ButtonLink>
        {saved.added.length > 0 && (
          <UndoImportButton userId={userId} importId={saved.id} onUndone={onUndone} />
        )}
        <Button variant="ghost" size="sm" onClick={onAnother}>
          {intl.formatMessage({
            defaultMessage: 'Import another list',
            id: 'Sh7yLz',
            description: 'Import page: button back to the file picker after an import',
          })}
        </Button>
      </Actions>
    </Stack>
  );
}
