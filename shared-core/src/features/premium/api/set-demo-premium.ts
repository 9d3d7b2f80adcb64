import { catalogApi } from '../../../api/catalog-api';
import type { RootState } from '../../../app/root-state';
import { selectIsSignedIn } from '../../session/session-slice';
import { toastMessages } from '../../toasts/toast-messages';
import { toastShown, type ToastMessage } from '../../toasts/toasts-slice';
import { demoModeSet, selectDemoAvailable } from '../premium-slice';
import { checkSubscription } from './check-subscription';

export interface DemoPremiumChange {
  enabled: boolean;
  /** What to say instead of the default demo-mode toast (the home's switch has its own words). */
  announcement?: ToastMessage;
}

const setDemoPremiumApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    setDemoPremium: build.mutation<null, DemoPremiumChange>({
      async queryFn({ enabled, announcement }, { dispatch, getState }) {
        const state = () => getState() as RootState;
        if (!selectDemoAvailable(state())) {
          if (enabled) dispatch(toastShown(toastMessages.upgradeUnavailable()));
          return { data: null };
        }
        dispatch(demoModeSet(enabled));
        dispatch(
          toastShown(
            announcement ??
              (enabled ? toastMessages.demoPremiumEnabled() : toastMessages.demoPremiumDisabled()),
          ),
        );
        if (!enabled && selectIsSignedIn(state())) await dispatch(checkSubscription());
        return { data: null };
      },
    }),
  }),
});

/**
 * Demo mode forces premium on; turning it off goes back to the real status, checked again. Where
 * the deployment has no demo mode, asking for premium says it cannot be bought yet instead.
 */
export const { useSetDemoPremiumMutation } = setDemoPremiumApi;
/** The same switch, dispatched outside a component (not kept in the store). */
export const setDemoPremium = (enabled: boolean, announcement?: ToastMessage) =>
  setDemoPremiumApi.endpoints.setDemoPremium.initiate({ enabled, announcement }, { track: false });
