import { useIntl } from 'react-intl';
import { useCountryServices } from 'shared-core';
import { Chip, ChipList, media } from 'shared-ui';
import styled from 'styled-components';

/** Six shortcuts on desktop, the first four on phones. */
export const DESKTOP_SHORTCUTS = 6;
export const MOBILE_SHORTCUTS = 4;

export interface PlatformShortcutsProps {
  /** The region whose services are offered (the user's own first, then the biggest). */
  region: string;
  selected: readonly string[];
  onChoose: (platform: string) => void;
}

// On phones the shortcuts take a row of their own, one chip high, from the first paint: the
// region's services arrive after the page, and chips wrapping onto a new row then would push
// everything below them down (a layout shift).
const Row = styled.div`
  ${media.mobile} {
    flex-basis: 100%;
    min-height: 36px;
  }
`;

/** One-tap platform filters for the region's services; the chosen one is pressed. */
export function PlatformShortcuts({ region, selected, onChoose }: PlatformShortcutsProps) {
  const intl = useIntl();
  const { services } = useCountryServices(region, DESKTOP_SHORTCUTS);
  return (
    <Row>
      <ChipList
        aria-label={intl.formatMessage({
          defaultMessage: 'Streaming services',
          id: '/gy0AF',
          description: 'Discover: accessible name of the row of one-tap streaming platform filters',
        })}
        mobileLimit={MOBILE_SHORTCUTS}
        scrollOnMobile
      >
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
    </Row>
  );
}
