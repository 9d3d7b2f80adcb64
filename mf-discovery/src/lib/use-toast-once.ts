import { useEffect, useRef } from 'react';
import { toastShown, useAppDispatch, type ToastMessage } from 'shared-core';

/** Shows `message` once for each distinct `key` (null shows nothing), e.g. once per search term. */
export function useToastOnce(key: string | null, message: () => ToastMessage) {
  const dispatch = useAppDispatch();
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || shownFor.current === key) return;
    shownFor.current = key;
    dispatch(toastShown(message()));
  }, [dispatch, key, message]);
}
