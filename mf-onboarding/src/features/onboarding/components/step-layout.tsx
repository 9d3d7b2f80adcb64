import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, ButtonLink, media, Stack, theme } from 'shared-ui';
import styled from 'styled-components';

export const ONBOARDING_STEPS = 2;

const Root = styled(Stack)`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${`${theme.space.xxxl} ${theme.space.xl} 72px`};

  ${media.mobile} {
    padding: ${`${theme.space.xl} ${theme.space.lg} ${theme.space.xxxl}`};
  }
`;

const StepLabel = styled.p`
  color: ${theme.colors.accent};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.bold};
  letter-spacing: ${theme.typography.letterSpacing.wide};
  text-transform: uppercase;
`;

const Track = styled.div`
  display: grid;
  grid-template-columns: repeat(${ONBOARDING_STEPS}, 1fr);
  gap: ${theme.space.sm};
`;

const Segment = styled.span<{ $done: boolean }>`
  height: 6px;
  border-radius: ${theme.radii.pill};
  background: ${({ theme, $done }) => ($done ? theme.colors.accent : theme.colors.border)};
`;

const Title = styled.h1`
  font-size: ${theme.typography.fontSize.xxl};
  font-weight: ${theme.typography.fontWeight.black};
  letter-spacing: ${theme.typography.letterSpacing.tight};
  line-height: ${theme.typography.lineHeight.tight};
`;

const Lead = styled.p`
  margin-top: ${theme.space.sm};
  color: ${theme.colors.textMuted};
`;

/** Phones: the shell's bottom bar is 64 px tall; the actions stay in reach just above it. */
const PHONE_BOTTOM_BAR = '64px';

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding-top: ${theme.space.xl};
  border-top: 1px solid ${theme.colors.border};

  ${media.mobile} {
    position: sticky;
    bottom: ${PHONE_BOTTOM_BAR};
    z-index: ${theme.zIndices.sticky};
    display: grid;
    grid-template-areas:
      'primary primary'
      'back skip';
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space.xs};
    margin: 0 -${theme.space.lg};
    padding: ${`${theme.space.md} ${theme.space.lg} ${theme.space.xs}`};
    background: ${theme.colors.background};
    box-shadow: 0 -12px 24px rgba(0, 0, 0, 0.45);
  }
`;

const Forward = styled.div`
  display: flex;
  gap: ${theme.space.sm};

  ${media.mobile} {
    display: contents;

    & > :first-child {
      grid-area: skip;
    }

    & > :last-child {
      grid-area: primary;
    }
  }
`;

const BackArea = styled.div`
  ${media.mobile} {
    grid-area: back;
  }
`;

/** The heading's element id: it names the section. */
const TITLE_ID = 'onboarding-title';

export interface StepLayoutProps {
  step: number;
  title: string;
  lead: string;
  backTo: string;
  onSkip: () => void;
  /** The step's main button (Continue / Complete Setup). */
  primary: ReactNode;
  children: ReactNode;
}

/** One onboarding step: progress, heading, the choices, then Back / Skip this step / the main action. */
export function StepLayout({
  step,
  title,
  lead,
  backTo,
  onSkip,
  primary,
  children,
}: StepLayoutProps) {
  const intl = useIntl();
  const stepText = intl.formatMessage(
    {
      defaultMessage: 'Step {step} of {total}',
      id: '13B1t4',
      description: 'Onboarding: progress above the heading, e.g. "Step 1 of 2" (shown in capitals)',
    },
    { step, total: ONBOARDING_STEPS },
  );
  return (
    <Root as="section" gap="xl" aria-labelledby={TITLE_ID}>
      <Stack gap="sm">
        <StepLabel>{stepText}</StepLabel>
        <Track
          role="progressbar"
          aria-label={intl.formatMessage({
            defaultMessage: 'Setup progress',
            id: 'pILbr+',
            description: 'Onboarding: screen-reader name of the progress bar of the setup steps',
          })}
          aria-valuemin={0}
          aria-valuemax={ONBOARDING_STEPS}
          aria-valuenow={step}
          aria-valuetext={stepText}
        >
          {Array.from({ length: ONBOARDING_STEPS }, (_, index) => (
            <Segment key={index} $done={index < step} />
          ))}
        </Track>
      </Stack>
      <div>
        <Title id={TITLE_ID}>{title}</Title>
        <Lead>{lead}</Lead>
      </div>
      {children}
      <Footer>
        <BackArea>
          <ButtonLink to={backTo} variant="ghost" icon={<ArrowLeft size={16} aria-hidden />}>
            {intl.formatMessage({
              defaultMessage: 'Back',
              id: 'H/GLyk',
              description: 'Onboarding: button going back to the previous setup step',
            })}
          </ButtonLink>
        </BackArea>
        <Forward>
          <Button variant="secondary" onClick={onSkip}>
            {intl.formatMessage({
              defaultMessage: 'Skip this step',
              id: 'u7r0Ae',
              description: 'Onboarding: button going on to the next step without saving a choice',
            })}
          </Button>
          {primary}
        </Forward>
      </Footer>
    </Root>
  );
}
