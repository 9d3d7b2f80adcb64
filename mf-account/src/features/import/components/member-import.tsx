import { useState } from 'react';
import { useIntl } from 'react-intl';
import { selectUser, useAppSelector, type WatchlistEntry } from 'shared-core';
import { Skeleton, Stack } from 'shared-ui';
import { FormAlert } from '../../../components/form-alert';
import { useSaveImportMutation, type SavedImport } from '../api/save-import';
import { useMatchRows } from '../hooks/use-match-rows';
import { previewOf, type ImportPreview } from '../utils/import-preview';
import type { FileProblem, ParsedImport } from '../utils/import-row';
import { readImportFile } from '../utils/read-import-file';
import { fileProblemMessages } from './import-messages';
import { FileDropZone } from './file-drop-zone';
import { ImportDone } from './import-done';
import { ImportPreviewView } from './import-preview-view';
import { LastImportCard } from './last-import-card';
import { MatchProgress } from './match-progress';

type Stage =
  | { kind: 'pick'; problem?: FileProblem | 'matchFailed' | 'saveFailed' | 'undone' }
  | { kind: 'working' }
  | { kind: 'preview'; parsed: ParsedImport; preview: ImportPreview }
  | { kind: 'done'; saved: SavedImport };

function usePickMessage(problem: Extract<Stage, { kind: 'pick' }>['problem']) {
  const intl = useIntl();
  if (!problem) return null;
  if (problem === 'undone') {
    return intl.formatMessage({
      defaultMessage: 'The import is undone: the titles it added are gone from your watchlist.',
      id: 'iDsnOO',
      description: 'Import page: confirmation after undoing the last import',
    });
  }
  if (problem === 'matchFailed') {
    return intl.formatMessage({
      defaultMessage: 'The catalog couldn’t be reached, so nothing was matched. Try again.',
      id: 'D3+/H9',
      description: 'Import page: error when matching the rows failed',
    });
  }
  if (problem === 'saveFailed') {
    return intl.formatMessage({
      defaultMessage:
        'Saving stopped before the end. Undo the last import, or import the file again: titles already added are not added twice.',
      id: 'eY68PQ',
      description: 'Import page: error when saving the titles failed part way',
    });
  }
  return intl.formatMessage(fileProblemMessages[problem]);
}

/** The import for a signed-in member: a file, its matching, the preview, then the result. */
export function MemberImport() {
  const userId = useAppSelector(selectUser)?.id ?? '';
  const [stage, setStage] = useState<Stage>({ kind: 'pick' });
  const { match, progress } = useMatchRows();
  const [saveImport, saving] = useSaveImportMutation();
  const pickMessage = usePickMessage(stage.kind === 'pick' ? stage.problem : undefined);

  const readFile = async (file: File) => {
    setStage({ kind: 'working' });
    const outcome = await readImportFile(file);
    if (!outcome.ok) return setStage({ kind: 'pick', problem: outcome.problem });
    try {
      const answered = outcome.parsed.rows.length > 0 ? await match(outcome.parsed.rows) : [];
      const preview = previewOf(answered, outcome.parsed.problems);
      setStage({ kind: 'preview', parsed: outcome.parsed, preview });
    } catch {
      setStage({ kind: 'pick', problem: 'matchFailed' });
    }
  };

  const save = async (parsed: ParsedImport, titles: WatchlistEntry[]) => {
    const outcome = await saveImport({ source: parsed.source, titles });
    setStage(
      'data' in outcome && outcome.data
        ? { kind: 'done', saved: outcome.data }
        : { kind: 'pick', problem: 'saveFailed' },
    );
  };

  const undone = () => setStage({ kind: 'pick', problem: 'undone' });

  if (stage.kind === 'done') {
    return (
      <ImportDone
        userId={userId}
        saved={stage.saved}
        onUndone={undone}
        onAnother={() => setStage({ kind: 'pick' })}
      />
    );
  }
  if (stage.kind === 'preview') {
    return (
      <ImportPreviewView
        preview={stage.preview}
        numbering={stage.parsed.numbering}
        saving={saving.isLoading}
        onSave={(titles) => void save(stage.parsed, titles)}
        onCancel={() => setStage({ kind: 'pick' })}
      />
    );
  }
  return (
    <Stack gap="xl">
      {pickMessage && (
        <FormAlert tone={stage.kind === 'pick' && stage.problem === 'undone' ? 'success' : 'error'}>
          {pickMessage}
        </FormAlert>
      )}
      {progress && <MatchProgress progress={progress} />}
      {!progress && stage.kind === 'working' && <Skeleton height="120px" />}
      {stage.kind === 'pick' && <FileDropZone onFile={(file) => void readFile(file)} />}
      {stage.kind === 'pick' && userId && <LastImportCard userId={userId} onUndone={undone} />}
    </Stack>
  );
}
