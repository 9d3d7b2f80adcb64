import { useState } from 'react';
import { useAuth, type OAuthProvider } from 'shared-core';
import { Button, theme } from 'shared-ui';
import styled from 'styled-components';
import { AppleMark, GoogleMark } from './brand-marks';

/** Brand names, the same in every language. */
const GOOGLE = 'Google';
const APPLE = 'Apple';

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.md};
`;

/** Google and Apple sign-in; each leaves for the provider and comes back to `returnPath`. */
export function OAuthButtons({ returnPath }: { returnPath: string }) {
  const { signInWithProvider } = useAuth();
  const [busy, setBusy] = useState<OAuthProvider | null>(null);

  const start = async (provider: OAuthProvider) => {
    setBusy(provider);
    // On success the browser leaves the page; on failure useAuth has shown the toast.
    if (await signInWithProvider(provider, returnPath)) setBusy(null);
  };

  return (
    <Row>
      <Button
        variant="secondary"
        icon={<GoogleMark />}
        loading={busy === 'google'}
        disabled={busy !== null}
        onClick={() => void start('google')}
      >
        {GOOGLE}
      </Button>
      <Button
        variant="secondary"
        icon={<AppleMark />}
        loading={busy === 'apple'}
        disabled={busy !== null}
        onClick={() => void start('apple')}
      >
        {APPLE}
      </Button>
    </Row>
  );
}
