import { Globe } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DISCOVER_REGIONS } from 'shared-core';
import { CountryFlag, Popover, RadioGroup, VisuallyHidden } from 'shared-ui';

/** The Discover region, one of `DISCOVER_REGIONS`: where availability is checked. */
export function RegionPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (region: string) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const regionName = (code: string) => intl.formatDisplayName(code, { type: 'region' }) ?? code;
  const title = intl.formatMessage({
    defaultMessage: 'Region',
    id: 'e47APx',
    description:
      'Discover: title of the menu choosing the country whose streaming offers are shown',
  });
  return (
    <Popover
      trigger={
        <>
          <Globe size={16} aria-hidden />
          <CountryFlag code={value} name={regionName(value)} />
          <VisuallyHidden>
            {intl.formatMessage({
              defaultMessage: '(region)',
              id: 'UVos+W',
              description:
                'Discover: hidden words read after the country name on the region menu button',
            })}
          </VisuallyHidden>
        </>
      }
      title={title}
      align="end"
      open={open}
      onOpenChange={setOpen}
    >
      <RadioGroup
        label={title}
        appearance="list"
        options={DISCOVER_REGIONS.map((code) => ({
          value: code,
          label: <CountryFlag code={code} name={regionName(code)} />,
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
