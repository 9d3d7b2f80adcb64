import {
  selectDemoMode,
  selectIsPremium,
  setDemoPremium,
  useAppDispatch,
  useAppSelector,
} from 'shared-core';
import { Switch } from 'shared-ui';

/** Spec §2: on the loading screen for non-premium users, or while demo mode is on. */
export function DemoPremiumSwitch() {
  const dispatch = useAppDispatch();
  const demoMode = useAppSelector(selectDemoMode);
  const isPremium = useAppSelector(selectIsPremium);
  if (isPremium && !demoMode) return null;
  return (
    <Switch
      label="Demo Premium Mode"
      description="Preview every country and the streaming ranks"
      checked={demoMode}
      onChange={(event) => void dispatch(setDemoPremium(event.target.checked))}
    />
  );
}
