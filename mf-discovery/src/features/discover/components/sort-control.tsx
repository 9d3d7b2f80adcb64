import { ArrowDownWideNarrow } from 'lucide-react';
import { useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const label = SORT_OPTIONS.find((option) => option.value === value)?.label ?? 'Relevance';
  return (
    <Popover
      trigger={
        <>
          <ArrowDownWideNarrow size={16} aria-hidden />
          Sort by {label}
        </>
      }
      title="Sort results"
      align="end"
      open={open}
      onOpenChange={setOpen}
    >
      <RadioGroup
        label="Sort by"
        appearance="list"
        options={SORT_OPTIONS}
        value={value}
        onChange={(key) => {
          onChange(key);
          setOpen(false);
        }}
      />
    </Popover>
  );
}
