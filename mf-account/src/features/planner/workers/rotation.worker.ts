// The rotation's solver off the main thread: HiGHS loads here on the first ask and stays.
import './worker-public-path';
import { loadPlannerSolver, planRotation } from 'planner';
import type { RotationAnswer, RotationAsk } from './rotation-messages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RotationAsk>) => void) | null;
  postMessage: (answer: RotationAnswer) => void;
};

let solver: ReturnType<typeof loadPlannerSolver> | undefined;

scope.onmessage = ({ data: { id, request } }) => {
  solver ??= loadPlannerSolver();
  solver
    .then((highs) =>
      scope.postMessage({ id, rotation: planRotation({ ...request, solver: highs }) }),
    )
    .catch((error: unknown) => scope.postMessage({ id, error: String(error) }));
};
