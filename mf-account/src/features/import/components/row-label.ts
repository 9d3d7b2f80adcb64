import type { IntlShape } from 'react-intl';
import type { ParsedImport } from '../utils/import-row';

/** "Line 12" in a CSV, "Item 12" in a Trakt list. */
export const rowLabel = (intl: IntlShape, numbering: ParsedImport['numbering'], line: number) =>
  numbering === 'line'
    ? intl.formatMessage(
        {
          defaultMessage: 'Line {line, number}',
          id: 'tq6+c2',
          description: 'Import page: where a row is in the file (a CSV file is numbered by line)',
        },
        { line },
      )
    : intl.formatMessage(
        {
          defaultMessage: 'Item {line, number}',
          id: '36rtMs',
          description:
            'Import page: where a row is in the file (a Trakt JSON list is numbered by item)',
        },
        { line },
      );
