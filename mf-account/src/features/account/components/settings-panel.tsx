import { Bell, Globe, LogIn, LogOut, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  onboardingCountryName,
  onboardingReset,
  selectCountry,
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
        Reset Onboarding
      </Button>
      {signedIn ? (
        <Button
          variant="destructive"
          icon={<LogOut size={16} aria-hidden />}
          loading={signingOut}
          loadingLabel="Signing out..."
          onClick={() => void leave()}
        >
          Sign Out
        </Button>
      ) : (
        <ButtonLink to={withRedirect('/auth', '/account')} icon={<LogIn size={16} aria-hidden />}>
          Sign In
        </ButtonLink>
      )}
      <Dialog
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        title="Reset onboarding?"
        description="Your selected services and country will be cleared and you will start again from the welcome screen."
        footer={
          <DialogActions>
            <Button variant="secondary" onClick={() => setConfirmingReset(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={reset}>
              Reset
            </Button>
          </DialogActions>
        }
      />
    </Actions>
  );
}

/** Plan, preferences and the account's actions. */
export function SettingsPanel({ onOpenNotifications }: { onOpenNotifications: () => void }) {
  const navigate = useNavigate();
  const [setDemoPremium] = useSetDemoPremiumMutation();
  const premium = useAppSelector(selectIsPremium);
  const demoMode = useAppSelector(selectDemoMode);
  const country = useAppSelector(selectCountry);
  return (
    <Stack gap="lg">
      {!premium && <UpgradeCard />}
      <Stack gap="sm">
        {demoMode && (
          <SettingsRow
            icon={<Sparkles size={18} />}
            label="Premium demo mode is on"
            detail="Select to go back to your actual plan"
            onClick={() => void setDemoPremium({ enabled: false })}
          />
        )}
        <SettingsRow
          icon={<Bell size={18} />}
          label="Notification Preferences"
          detail="Choose what we tell you about"
          onClick={onOpenNotifications}
        />
        <SettingsRow
          icon={<Globe size={18} />}
          label="Language & Region"
          detail={`English · ${onboardingCountryName(country) ?? country}`}
          onClick={() => navigate(withRedirect('/onboarding/location', '/account?tab=settings'))}
        />
      </Stack>
      <BillingCard />
      <AccountDataSection />
      <AccountActions />
    </Stack>
  );
}
