import type { Rotation } from 'planner';
import { useEffect, useState } from 'react';
import type { RotationRequest } from '../workers/rotation-messages';
import { solveRotation } from '../workers/solve-rotation';

export type RotationState =
  { status: 'solving' } | { status: 'solved'; rotation: Rotation } | { status: 'failed' };

type Outcome = { input: RotationRequest } & ({ rotation: Rotation } | { failed: true });

/**
 * The rotation for these inputs, solved off the main thread once the solver has loaded; nothing
 * is solved while there are none (`null`: the page has no valid request to make).
 */
export function useRotation(input: RotationRequest | null): RotationState {
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    if (!input) return;
    let current = true;
    solveRotation(input)
      .then((rotation) => {
        if (current) setOutcome({ input, rotation });
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
