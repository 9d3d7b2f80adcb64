import { Undo2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from 'shared-ui';
import { useUndoImportMutation } from '../api/undo-import';

interface UndoImportButtonProps {
  userId: string;
  importId: string;
  /** After the titles are removed, with how many the import had added. */
  onUndone: () => void;
}

/** One click: removes the titles the import added, nothing the member had before. */
export function UndoImportButton({ userId, importId, onUndone }: UndoImportButtonProps) {
  const intl = useIntl();
  const [undo, { isLoading, isError }] = useUndoImportMutation();
  const click = async () => {
    const outcome = await undo({ userId, importId });
    if (!('error' in outcome)) onUndone();
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<Undo2 size={16} aria-hidden />}
        loading={isLoading}
        loadingLabel={intl.formatMessage({
          defaultMessage: 'Undoing…',
          id: 'K6liek',
          description: 'Import page: the Undo the last import button while it works',
        })}
        onClick={() => void click()}
      >
        {intl.formatMessage({
          defaultMessage: 'Undo the last import',
          id: 'wo3ptR',
          description:
            'Import page: button removing from the library the titles the last import added',
        })}
      </Button>
      {isError && (
        <span role="alert">
          {intl.formatMessage({
            defaultMessage: 'The import couldn’t be undone. Try again.',
            id: 'gCsf7q',
            description: 'Import page: error when undoing the last import failed',
          })}
        </span>
      )}
    </>
  );
}
