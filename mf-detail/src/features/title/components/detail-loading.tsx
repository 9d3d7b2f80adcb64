import { Skeleton, media } from 'shared-ui';
import styled from 'styled-components';
import { DemoPremiumSwitch } from './demo-premium-switch';

const Shell = styled.section`
  display: flex;
  align-items: flex-end;
  height: 80vh;
  min-height: 520px;
  background: ${({ theme }) => theme.colors.surface};
  ${media.mobile} {
    height: 100vh;
    min-height: 560px;
  }
`;

const Inner = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xxl};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.pageWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

const PosterSlot = styled.div`
  width: 240px;
  flex-shrink: 0;
  ${media.mobile} {
    width: 104px;
  }
`;

const Lines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 720px;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.md};
`;

/** The hero's shape in skeletons, so nothing moves when the title arrives. */
export function DetailLoading() {
  return (
    <Shell aria-busy="true">
      <Inner>
        <PosterSlot>
          <Skeleton aspectRatio="2 / 3" radius="lg" />
        </PosterSlot>
        <Lines>
          <Status role="status">Loading movie details...</Status>
          <Skeleton width="60%" height="48px" />
          <Skeleton width="40%" height="20px" />
          <Skeleton height="72px" />
          <DemoPremiumSwitch />
        </Lines>
      </Inner>
    </Shell>
  );
}
