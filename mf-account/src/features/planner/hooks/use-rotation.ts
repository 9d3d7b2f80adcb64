import {
  loadPlannerSolver,
  planRotation,
  type PlanMonth,
  type PlanService,
  type PlanTitle,
  type Rotation,
} from 'planner';
import { useEffect, useState } from 'react';

export interface RotationInput {
  titles: PlanTitle[];
  services: PlanService[];
  months: PlanMonth[];
  minutesPerMonth: number;
}

export type RotationState =
  { status: 'solving' } | { status: 'solved'; rotation: Rotation } | { status: 'failed' };

type Outcome = { input: RotationInput } & ({ rotation: Rotation } | { failed: true });

/** The rotation for these inputs, solved once the solver (WebAssembly) has loaded. */
export function useRotation(input: RotationInput): RotationState {
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    let current = true;
    loadPlannerSolver()
      .then((solver) => {
        if (current) setOutcome({ input, rotation: planRotation({ ...input, solver }) });
      })
      .catch((error: unknown) => {
        console.error('Planning the rotation failed', error);
        if (current) setOutcome({ input, failed: true });
      });
    return () => {
      current = false;
    };
  }, [input]);
  if (outcome?.input !== input) return { status: 'solving' };
  return 'rotation' in outcome
    ? { status: 'solved', rotation: outcome.rotation }
    : { status: 'failed' };
}
