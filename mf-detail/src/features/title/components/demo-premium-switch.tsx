import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const [setDemoPremium] = useSetDemoPremiumMutation();
  const available = useAppSelector(selectDemoAvailable);
  const demoMode = useAppSelector(selectDemoMode);
  const isPremium = useAppSelector(selectIsPremium);
  if (!available || (isPremium && !demoMode)) return null;
  return (
    <Switch
      label={intl.formatMessage({
        defaultMessage: 'Demo Premium Mode',
        id: 'OggW0r',
        description:
          "Title page, while loading: switch that lets anyone try the paid plan's features for free (a demo)",
      })}
      description={intl.formatMessage({
        defaultMessage: 'Preview every country and the streaming ranks',
        id: 'EPv1V9',
        description: 'Title page: explanation under the "Demo Premium Mode" switch',
      })}
      checked={demoMode}
      onChange={(event) => void setDemoPremium({ enabled: event.target.checked })}
    />
  );
}
