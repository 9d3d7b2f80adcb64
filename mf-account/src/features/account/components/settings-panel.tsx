import { Bell, LogIn, LogOut, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  onboardingReset,
  selectDemoMode,
  selectIsPremium,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  useAuth,
  useSetDemoPremiumMutation,
  withRedirect,
} from 'shared-core';
import { Button, ButtonLink, Dialog, DialogActions, media, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { AccountDataSection } from './account-data-section';
import { BillingCard } from './billing-card';
import { LanguageRegionSection } from './language-region-section';
import { SettingsRow } from './settings-row';
import { UpgradeCard } from './upgrade-card';

const Actions = styled(Stack)`
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};

  ${media.mobile} {
    flex-direction: column;
  }
`;

function AccountActions() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const reset = () => {
    dispatch(onboardingReset());
    // Onboarding again, then back here, where the user asked for it.
    navigate(withRedirect('/welcome', '/account'));
  };
  const leave = async () => {
    setSigningOut(true);
    const error = await signOut();
    setSigningOut(false);
    if (!error) navigate('/auth');
  };

  return (
    <Actions direction="row" wrap gap="md">
      <Button
        variant="secondary"
        icon={<RotateCcw size={16} aria-hidden />}
        onClick={() => setConfirmingReset(true)}
      >
        {intl.formatMessage({
          defaultMessage: 'Reset Onboarding',
          id: 'XhXVe1',
          description:
            'Account > Settings: button that starts the first-visit questions (services, country) again',
        })}
      </Button>
      {signedIn ? (
        <Button
          variant="destructive"
          icon={<LogOut size={16} aria-hidden />}
          loading={signingOut}
          loadingLabel={intl.formatMessage({
            defaultMessage: 'Signing out…',
            id: 'SOeWPb',
            description: 'Account > Settings: the Sign Out button while signing out',
          })}
          onClick={() => void leave()}
        >
          {intl.formatMessage({
            defaultMessage: 'Sign Out',
            id: 'jxA+nb',
            description: 'Account > Settings: button',
          })}
        </Button>
      ) : (
        <ButtonLink to={withRedirect('/auth', '/account')} icon={<LogIn size={16} aria-hidden />}>
          {intl.formatMessage({
            defaultMessage: 'Sign In',
            id: '/tAlAV',
            description: 'Account > Settings: button shown to a visitor who is not signed in',
          })}
        </ButtonLink>
      )}
      <Dialog
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        title={intl.formatMessage({
          defaultMessage: 'Reset onboarding?',
          id: 'k9MR4m',
          description: 'Account > Settings: title of the dialog confirming the onboarding reset',
        })}
        description={intl.formatMessage({
          defaultMessage:
            'Your selected services and country will be cleared and you will start again from the welcome screen.',
          id: '1Zoie9',
          description: 'Account > Settings: text of the dialog confirming the onboarding reset',
        })}
        footer={
          <DialogActions>
            <Button variant="secondary" onClick={() => setConfirmingReset(false)}>
              {intl.formatMessage({
                defaultMessage: 'Cancel',
                id: '5ww24h',
                description:
                  'Account > Settings: button closing the reset dialog without resetting',
              })}
            </Button>
            <Button variant="destructive" onClick={reset}>
              {intl.formatMessage({
                defaultMessage: 'Reset',
                id: '7L//G+',
                description: 'Account > Settings: button in the dialog that resets the onboarding',
              })}
            </Button>
          </DialogActions>
        }
      />
    </Actions>
  );
}

/** Plan, preferences and the account's actions. */
export function SettingsPanel({ onOpenNotifications }: { onOpenNotifications: () => void }) {
  const intl = useIntl();
  const [setDemoPremium] = useSetDemoPremiumMutation();
  const premium = useAppSelector(selectIsPremium);
  const demoMode = useAppSelector(selectDemoMode);
  return (
    <Stack gap="lg">
      {!premium && <UpgradeCard />}
      <Stack gap="sm">
        {demoMode && (
          <SettingsRow
            icon={<Sparkles size={18} />}
            label={intl.formatMessage({
              defaultMessage: 'Plus demo mode is on',
              id: '9NMmRW',
              description:
                'Account > Settings: row shown while the demo mode (a test switch) unlocks premium features',
            })}
            detail={intl.formatMessage({
              defaultMessage: 'Select to go back to your actual plan',
              id: 'euB/N8',
              description:
                'Account > Settings: under "Plus demo mode is on": selecting the row turns the demo mode off',
            })}
            onClick={() => void setDemoPremium({ enabled: false })}
          />
        )}
        <SettingsRow
          icon={<Bell size={18} />}
          label={intl.formatMessage({
            defaultMessage: 'Notification Preferences',
            id: '2Gi1TE',
            description: 'Account > Settings: row that opens the Notifications tab',
          })}
          detail={intl.formatMessage({
            defaultMessage: 'Choose what we tell you about',
            id: 'A6BZU2',
            description: 'Account > Settings: under "Notification Preferences"',
          })}
          onClick={onOpenNotifications}
        />
      </Stack>
      <LanguageRegionSection />
      <BillingCard />
      <AccountDataSection />
      <AccountActions />
    </Stack>
  );
}
