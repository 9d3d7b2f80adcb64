import type { PlanMonth, PlanService, PlanTitle, Rotation } from 'planner';

/** What a rotation is planned from (the solver is the worker's own). */
export interface RotationRequest {
  titles: PlanTitle[];
  services: PlanService[];
  months: PlanMonth[];
  minutesPerMonth: number;
}

/** The page asks the worker for a rotation under an id; the answer carries the same id. */
export interface RotationAsk {
  id: number;
  request: RotationRequest;
}

export type RotationAnswer = { id: number } & ({ rotation: Rotation } | { error: string });
