import { NAMED_PLATFORMS, type PlatformValue } from 'shared-core';
import { Chip, ChipList } from 'shared-ui';

/** Six shortcuts on desktop, the first four on phones. */
export const DESKTOP_SHORTCUTS = 6;
export const MOBILE_SHORTCUTS = 4;

export interface PlatformShortcutsProps {
  selected: readonly PlatformValue[];
  onChoose: (platform: PlatformValue) => void;
}

/** One-tap platform filters; the chosen one is pressed. */
export function PlatformShortcuts({ selected, onChoose }: PlatformShortcutsProps) {
  return (
    <ChipList aria-label="Streaming platforms" mobileLimit={MOBILE_SHORTCUTS}>
      {NAMED_PLATFORMS.slice(0, DESKTOP_SHORTCUTS).map((platform) => (
        <Chip
          key={platform.value}
          pressed={selected.length === 1 && selected[0] === platform.value}
          onClick={() => onChoose(platform.value)}
        >
          {platform.name}
        </Chip>
      ))}
    </ChipList>
  );
}
