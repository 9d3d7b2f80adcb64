import { useCountryServices } from 'shared-core';
import { Chip, ChipList } from 'shared-ui';

/** Six shortcuts on desktop, the first four on phones. */
export const DESKTOP_SHORTCUTS = 6;
export const MOBILE_SHORTCUTS = 4;

export interface PlatformShortcutsProps {
  /** The region whose services are offered (the user's own first, then the biggest). */
  region: string;
  selected: readonly string[];
  onChoose: (platform: string) => void;
}

/** One-tap platform filters for the region's services; the chosen one is pressed. */
export function PlatformShortcuts({ region, selected, onChoose }: PlatformShortcutsProps) {
  const { services } = useCountryServices(region, DESKTOP_SHORTCUTS);
  return (
    <ChipList aria-label="Streaming platforms" mobileLimit={MOBILE_SHORTCUTS}>
      {services.slice(0, DESKTOP_SHORTCUTS).map((service) => (
        <Chip
          key={service.value}
          pressed={selected.length === 1 && selected[0] === service.value}
          onClick={() => onChoose(service.value)}
        >
          {service.name}
        </Chip>
      ))}
    </ChipList>
  );
}
