import { Bookmark, CalendarRange, Compass, Crown, Film, LogIn, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  selectDrawnAsMember,
  selectDrawnAsPlus,
  selectSessionStatus,
  selectWatchlistViewOpen,
  useAppSelector,
  useSignInPath,
  useUpgrade,
  useWatchlistToggle,
} from 'shared-core';

export interface NavAction {
  key: string;
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  emphasis?: 'primary' | 'plus';
  /** Busy until the session is known (drawn for a member the server was told of). */
  busy?: boolean;
}

const messages = defineMessages({
  discover: {
    defaultMessage: 'Discover',
    id: 'kiBoh3',
    description: 'Header and side menu: link to the Discover page (browse titles)',
  },
  watchlist: {
    defaultMessage: 'Watchlist',
    id: 'ofDCmA',
    description: "Header and side menu: button switching the home page to the user's watchlist",
  },
  browse: {
    defaultMessage: 'Browse',
    id: 'eGeLbo',
    description:
      'Header: button switching the home page back from the watchlist to browsing titles',
  },
  browseMobile: {
    defaultMessage: 'Browse Movies & Shows',
    id: '/XcOdg',
    description:
      'Phone side menu: button switching the home page back from the watchlist to browsing movies and TV shows',
  },
  planner: {
    defaultMessage: 'Planner',
    id: 'pCurS/',
    description:
      'Header and side menu: link to the planner, which says which streaming services to pay for',
  },
  account: {
    defaultMessage: 'My Account',
    id: 'DKrIve',
    description: "Header and side menu: link to the user's account",
  },
  upgrade: {
    defaultMessage: 'Upgrade',
    id: 'v+INxj',
    description: 'Header and side menu: button to upgrade to the paid Plus plan',
  },
  login: {
    defaultMessage: 'Login',
    id: 'jTzL47',
    description: 'Header and side menu: link to the sign-in page',
  },
});

/**
 * The header's actions for the current visitor, shared with the side menu. A member the server was
 * told of gets their actions at once, busy until their session is known.
 */
export function useNavActions(mobile: boolean): NavAction[] {
  const intl = useIntl();
  const signedIn = useAppSelector(selectDrawnAsMember);
  const busy = useAppSelector(selectSessionStatus) === 'unknown';
  const premium = useAppSelector(selectDrawnAsPlus);
  const watchlistOpen = useAppSelector(selectWatchlistViewOpen);
  const toggleWatchlist = useWatchlistToggle();
  const upgrade = useUpgrade();
  const signInPath = useSignInPath();
  const iconSize = 16;

  const actions: NavAction[] = [
    {
      key: 'discover',
      label: intl.formatMessage(messages.discover),
      icon: <Compass size={iconSize} aria-hidden />,
      to: '/discover',
    },
  ];
  if (signedIn) {
    actions.push({
      key: 'watchlist',
      label: intl.formatMessage(
        watchlistOpen ? (mobile ? messages.browseMobile : messages.browse) : messages.watchlist,
      ),
      icon: watchlistOpen ? (
        <Film size={iconSize} aria-hidden />
      ) : (
        <Bookmark size={iconSize} aria-hidden />
      ),
      onClick: toggleWatchlist,
      busy,
    });
    actions.push({
      key: 'planner',
      label: intl.formatMessage(messages.planner),
      icon: <CalendarRange size={iconSize} aria-hidden />,
      to: '/planner',
    });
    actions.push({
      key: 'account',
      label: intl.formatMessage(messages.account),
      icon: <UserRound size={iconSize} aria-hidden />,
      to: '/account',
    });
    if (!premium) {
      actions.push({
        key: 'upgrade',
        label: intl.formatMessage(messages.upgrade),
        icon: <Crown size={iconSize} aria-hidden />,
        onClick: upgrade,
        emphasis: 'plus',
        busy,
      });
    }
  } else {
    actions.push({
      key: 'login',
      label: intl.formatMessage(messages.login),
      icon: <LogIn size={iconSize} aria-hidden />,
      to: signInPath,
      emphasis: 'primary',
    });
  }
  return actions;
}
