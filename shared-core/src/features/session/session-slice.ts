import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The row of `profiles` the signed-in user may read. */
export interface Profile {
  id: string;
  email: string | null;
  full_name: string | null;
  is_premium: boolean;
  push_notifications: boolean;
  email_notifications: boolean;
  content_available: boolean;
  new_releases: boolean;
  weekly_digest: boolean;
  selected_services: string[] | null;
  selected_country: string | null;
  onboarding_completed: boolean | null;
  /** The language the member picked (null until they pick one). */
  language?: string | null;
}

export interface SessionUser {
  id: string;
  email: string | null;
}

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

/** What this browser's member cookie told the server: someone was signed in here (with Plus). */
export type MemberHint = 'member' | 'plus';

export interface SessionState {
  /** 'unknown' until the auth client reported its initial session. */
  status: 'unknown' | 'signedOut' | 'signedIn';
  user: SessionUser | null;
  lastEvent: AuthEvent | null;
  profile: Profile | null;
  /**
   * Set by the server's render from the member cookie: the page is drawn for a member until the
   * session (and their plan) is known, so nothing moves when it is. Never a sign-in.
   */
  memberHint: MemberHint | null;
}

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  lastEvent: null,
  profile: null,
  memberHint: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    authStateChanged(state, action: PayloadAction<{ event: AuthEvent; user: SessionUser | null }>) {
      const { event, user } = action.payload;
      state.lastEvent = event;
      state.user = user;
      state.status = user ? 'signedIn' : 'signedOut';
      if (!user || (state.profile && state.profile.id !== user.id)) state.profile = null;
    },
    profileLoaded(state, action: PayloadAction<Profile>) {
      if (state.user?.id === action.payload.id) state.profile = action.payload;
    },
    memberHinted(state, action: PayloadAction<MemberHint>) {
      state.memberHint = action.payload;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectUser: (state) => state.user,
    selectProfile: (state) => state.profile,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    /** Whether the page is drawn for a member: signed in, or hinted so while the session is unknown. */
    selectDrawnAsMember: (state) =>
      state.status === 'signedIn' || (state.status === 'unknown' && state.memberHint !== null),
    /** Whether the plan is still to be known (no profile yet) and the member cookie said Plus. */
    selectHintedPlus: (state) =>
      state.memberHint === 'plus' && state.status !== 'signedOut' && state.profile === null,
  },
});

export const { authStateChanged, profileLoaded, memberHinted } = sessionSlice.actions;
export const {
  selectSessionStatus,
  selectUser,
  selectProfile,
  selectIsSignedIn,
  selectDrawnAsMember,
  selectHintedPlus,
} = sessionSlice.selectors;
