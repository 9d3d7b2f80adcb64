import { ArrowDownWideNarrow } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Popover, RadioGroup } from 'shared-ui';
import { SORT_OPTIONS, type SortKey } from '../utils/sort-items';

/** 'Sort by Relevance' (or the chosen order), opening the list of orders. */
export function SortControl({
  value,
  onChange,
}: {
  value: SortKey;
  onChange: (key: SortKey) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const options = SORT_OPTIONS.map((option) => ({
    value: option.value,
    label: intl.formatMessage(option.label),
  }));
  const label = (options.find((option) => option.value === value) ?? options[0]!).label;
  return (
    <Popover
      trigger={
        <>
          <ArrowDownWideNarrow size={16} aria-hidden />
          {intl.formatMessage(
            {
              defaultMessage: 'Sort by {order}',
              id: 'rEaUF4',
              description:
                'Discover: button opening the sort menu, with the chosen order (e.g. "Relevance", "Rating")',
            },
            { order: label },
          )}
        </>
      }
      title={intl.formatMessage({
        defaultMessage: 'Sort results',
        id: '0NVvkt',
        description: 'Discover: title of the menu of sort orders for search results',
      })}
      align="end"
      open={open}
      onOpenChange={setOpen}
    >
      <RadioGroup
        label={intl.formatMessage({
          defaultMessage: 'Sort by',
          id: 'cFHnRj',
          description: 'Discover: accessible name of the list of sort orders',
        })}
        appearance="list"
        options={options}
        value={value}
        onChange={(key) => {
          onChange(key);
          setOpen(false);
        }}
      />
    </Popover>
  );
}
