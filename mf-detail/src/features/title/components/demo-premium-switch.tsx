import {
  selectDemoAvailable,
  selectDemoMode,
  selectIsPremium,
  useAppSelector,
  useSetDemoPremiumMutation,
} from 'shared-core';
import { Switch } from 'shared-ui';

/**
 * Shown on the loading screen for non-premium users, or while demo mode is on; never where the
 * deployment has no demo mode (`demoMode` in config.json).
 */
export function DemoPremiumSwitch() {
  const [setDemoPremium] = useSetDemoPremiumMutation();
  const available = useAppSelector(selectDemoAvailable);
  const demoMode = useAppSelector(selectDemoMode);
  const isPremium = useAppSelector(selectIsPremium);
  if (!available || (isPremium && !demoMode)) return null;
  return (
    <Switch
      label="Demo Premium Mode"
      description="Preview every country and the streaming ranks"
      checked={demoMode}
      onChange={(event) => void setDemoPremium({ enabled: event.target.checked })}
    />
  );
}
