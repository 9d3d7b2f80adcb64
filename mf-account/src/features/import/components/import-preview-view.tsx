import { ListPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectWatchlist, useAppSelector, type WatchlistEntry } from 'shared-core';
import { Button, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import type { ParsedImport } from '../utils/import-row';
import { titlesToAdd, type ImportPreview } from '../utils/import-preview';
import { ChoiceList } from './choice-list';
import { ImportSummary } from './import-summary';
import { LeftOutList } from './left-out-list';

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

interface ImportPreviewViewProps {
  preview: ImportPreview;
  numbering: ParsedImport['numbering'];
  saving: boolean;
  onSave: (titles: WatchlistEntry[]) => void;
  onCancel: () => void;
}

/** What the import will add, before anything is saved: the counts, the choices, the rest. */
export function ImportPreviewView({
  preview,
  numbering,
  saving,
  onSave,
  onCancel,
}: ImportPreviewViewProps) {
  const intl = useIntl();
  const library = useAppSelector(selectWatchlist);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const titles = useMemo(() => titlesToAdd(preview, chosen, library), [preview, chosen, library]);

  return (
    <Stack gap="xl">
      <ImportSummary preview={preview} />
      {preview.choices.length > 0 && (
        <ChoiceList
          rows={preview.choices}
          numbering={numbering}
          chosen={chosen}
          onChoose={(line, key) => setChosen((before) => ({ ...before, [line]: key }))}
        />
      )}
      {preview.leftOut.length > 0 && <LeftOutList rows={preview.leftOut} numbering={numbering} />}
      {titles.length === 0 && (
        <Note>
          {intl.formatMessage({
            defaultMessage: 'Nothing to add: every title found is already in your watchlist.',
            id: 'VroL/q',
            description: 'Import page: note when no title of the file is new to the library',
          })}
        </Note>
      )}
      <Stack direction="row" wrap gap="sm">
        <Button
          icon={<ListPlus size={16} aria-hidden />}
          disabled={titles.length === 0}
          loading={saving}
          loadingLabel={intl.formatMessage({
            defaultMessage: 'Adding…',
            id: 'qx30pP',
            description: 'Import page: the Add button while the titles are saved',
          })}
          onClick={() => onSave(titles)}
        >
          {intl.formatMessage(
            {
              defaultMessage:
                '{count, plural, =0 {Add no titles to my watchlist} one {Add # title to my watchlist} other {Add # titles to my watchlist}}',
              id: '6jFjWL',
              description:
                'Import page: button saving the chosen titles that are not in the library yet',
            },
            { count: titles.length },
          )}
        </Button>
        <Button variant="secondary" disabled={saving} onClick={onCancel}>
          {intl.formatMessage({
            defaultMessage: 'Choose another file',
            id: '1nce7i',
            description: 'Import page: button leaving the preview without saving anything',
          })}
        </Button>
      </Stack>
    </Stack>
  );
}
