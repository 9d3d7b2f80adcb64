import { Globe } from 'lucide-react';
import { useState } from 'react';
import { countryInfo, DISCOVER_REGIONS } from 'shared-core';
import { CountryFlag, Popover, RadioGroup, VisuallyHidden } from 'shared-ui';

/** The Discover region, one of `DISCOVER_REGIONS`: where availability is checked. */
export function RegionPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (region: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger={
        <>
          <Globe size={16} aria-hidden />
          <CountryFlag code={value} name={countryInfo(value).name} />
          <VisuallyHidden>(region)</VisuallyHidden>
        </>
      }
      title="Region"
      align="end"
      open={open}
      onOpenChange={setOpen}
    >
      <RadioGroup
        label="Region"
        appearance="list"
        options={DISCOVER_REGIONS.map((code) => ({
          value: code,
          label: <CountryFlag code={code} name={countryInfo(code).name} />,
        }))}
        value={value}
        onChange={(region) => {
          onChange(region);
          setOpen(false);
        }}
      />
    </Popover>
  );
}
