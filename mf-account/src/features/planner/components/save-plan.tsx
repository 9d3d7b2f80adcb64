import { Save } from 'lucide-react';
import type { Rotation } from 'planner';
import { useIntl } from 'react-intl';
import type { CatalogService } from 'shared-core';
import { Button, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import { useGetSavedPlanQuery, type SavedPlanMonth } from '../api/get-saved-plan';
import { useSavePlanMutation } from '../api/save-plan';
import { monthStart } from '../utils/plan-months';
import { samePlan } from '../utils/same-plan';
import { PlanReminderList } from './plan-reminder-list';

const Status = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

export interface SavePlanProps {
  rotation: Rotation;
  services: ReadonlyMap<number, CatalogService>;
  country: string;
  userId: string;
  /** The provider ids of the services the member already has. */
  held: readonly number[];
}

/** The rotation as it is saved: each month's first day and its services by id and name. */
export const savedMonths = (
  rotation: Rotation,
  services: SavePlanProps['services'],
): SavedPlanMonth[] =>
  rotation.months.map((month) => ({
    month: monthStart(month.start),
    services: month.serviceIds.map((id) => ({
      provider_id: id,
      name: services.get(id)?.provider_name ?? String(id),
    })),
  }));

/** Keeps the rotation shown as the member's plan. */
export function SavePlan({ rotation, services, country, userId, held }: SavePlanProps) {
  const intl = useIntl();
  const saved = useGetSavedPlanQuery(userId);
  const [save, result] = useSavePlanMutation();
  const months = savedMonths(rotation, services);
  const isSaved = saved.data?.country === country && samePlan(saved.data.months, months);
  return (
    <Stack gap="md">
      <Stack direction="row" wrap align="center" gap="md">
        <Button
          icon={<Save size={16} aria-hidden />}
          loading={result.isLoading}
          disabled={isSaved}
          onClick={() => void save({ country, months })}
        >
          {intl.formatMessage({
            defaultMessage: 'Save this plan',
            id: 'iTMzdg',
            description: 'Planner page > Rotation: button keeping the rotation shown as the plan',
          })}
        </Button>
        <Status role="status">
          {result.isError
            ? intl.formatMessage({
                defaultMessage: 'The plan couldn’t be saved. Try again.',
                id: 'fQjrNS',
                description: 'Planner page > Rotation: error when saving the plan failed',
              })
            : isSaved
              ? intl.formatMessage({
                  defaultMessage: 'This is your saved plan.',
                  id: 'TGxmpw',
                  description: 'Planner page > Rotation: the rotation shown is the saved one',
                })
              : saved.data
                ? intl.formatMessage({
                    defaultMessage: 'Saving replaces the plan you saved before.',
                    id: '0L4XYZ',
                    description: 'Planner page > Rotation: the member has a different saved plan',
                  })
                : null}
        </Status>
      </Stack>
      {saved.data ? (
        <PlanReminderList months={saved.data.months} held={held} savedAt={saved.data.updated_at} />
      ) : null}
    </Stack>
  );
}
