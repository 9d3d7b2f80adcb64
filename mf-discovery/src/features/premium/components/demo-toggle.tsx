import { Sparkles } from 'lucide-react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  selectDemoAvailable,
  selectIsPremium,
  useAppSelector,
  useSetDemoPremiumMutation,
} from 'shared-core';
import { Button, media } from 'shared-ui';
import { premiumMessages } from '../premium-messages';

const DesktopOnly = styled.div`
  display: flex;
  justify-content: center;

  ${media.mobile} {
    display: none;
  }
`;

/**
 * Home's demo switch (desktop only): premium turns demo mode off (the real status is checked
 * again), free turns it on, each with the home's own toast. Absent where the
 * deployment has no demo mode (`demoMode` in config.json).
 */
export function DemoToggle() {
  const intl = useIntl();
  const [setDemoPremium] = useSetDemoPremiumMutation();
  const available = useAppSelector(selectDemoAvailable);
  const premium = useAppSelector(selectIsPremium);
  if (!available) return null;
  const toggle = () =>
    void setDemoPremium({
      enabled: !premium,
      announcement: premium
        ? { title: intl.formatMessage(premiumMessages.freeModeActivated), tone: 'info' }
        : { title: intl.formatMessage(premiumMessages.premiumModeActivated), tone: 'success' },
    });
  return (
    <DesktopOnly>
      <Button variant="ghost" size="sm" icon={<Sparkles size={16} />} onClick={toggle}>
        {intl.formatMessage({
          defaultMessage: 'Toggle Free/Premium Mode (Demo)',
          id: 'R3Jkdl',
          description:
            'Home (demo deployments): button switching between the free and the paid plan',
        })}
      </Button>
    </DesktopOnly>
  );
}
