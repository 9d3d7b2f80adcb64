import {
  selectDemoAvailable,
  selectDemoMode,
  selectIsPremium,
  setDemoPremium,
  useAppDispatch,
  useAppSelector,
} from 'shared-core';
import { Switch } from 'shared-ui';

/**
 * Shown on the loading screen for non-premium users, or while demo mode is on; never where the
 * deployment has no demo mode (`demoMode` in config.json).
 */
export function DemoPremiumSwitch() {
  const dispatch = useAppDispatch();
  const available = useAppSelector(selectDemoAvailable);
  const demoMode = useAppSelector(selectDemoMode);
  const isPremium = useAppSelector(selectIsPremium);
  if (!available || (isPremium && !demoMode)) return null;
  return (
    <Switch
      label="Demo Premium Mode"
      description="Preview every country and the streaming ranks"
      checked={demoMode}
      onChange={(event) => void dispatch(setDemoPremium(event.target.checked))}
    />
  );
}
