import { useIntl } from 'react-intl';
import { Skeleton, Stack, media, theme } from 'shared-ui';
import styled from 'styled-components';
import { HeroFrame, HeroInner } from './hero-frame';
import { DemoPremiumSwitch } from './demo-premium-switch';
import { titleMessages } from '../title-messages';

const Shell = styled(HeroFrame)`
  background: ${theme.colors.surface};
`;

const PosterSlot = styled.div`
  width: 240px;
  flex-shrink: 0;
  ${media.mobile} {
    width: 104px;
  }
`;

const Lines = styled(Stack)`
  flex: 1;
  max-width: 720px;
`;

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.md};
`;

/**
 * The hero's shape in skeletons, so nothing moves when the title arrives. Marked as the page's
 * loading state: a title page's first paint from the server stays up instead (shell README).
 */
export function DetailLoading() {
  const intl = useIntl();
  return (
    <Shell aria-busy>
      <HeroInner>
        <PosterSlot>
          <Skeleton aspectRatio="2 / 3" radius="lg" />
        </PosterSlot>
        <Lines gap="lg">
          <Status role="status">{intl.formatMessage(titleMessages.loadingDetails)}</Status>
          <Skeleton width="60%" height="48px" />
          <Skeleton width="40%" height="20px" />
          <Skeleton height="72px" />
          <DemoPremiumSwitch />
        </Lines>
      </HeroInner>
    </Shell>
  );
}
