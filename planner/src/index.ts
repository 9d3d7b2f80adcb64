export type {
  CheapestStep,
  CoverageStep,
  Day,
  PlanMonth,
  PlanOffer,
  PlanService,
  PlanTitle,
  Rotation,
  RotationMonth,
  ThisMonth,
} from './types.ts';
export { planThisMonth } from './this-month.ts';
export { planRotation } from './rotation.ts';
export { loadPlannerSolver } from './solver.ts';
