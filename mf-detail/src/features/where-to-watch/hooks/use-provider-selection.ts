import { useCallback, useState } from 'react';

export interface ProviderSelection {
  isSelected(name: string): boolean;
  toggle(name: string): void;
  allSelected: boolean;
  noneSelected: boolean;
  /** Select All when anything is off, otherwise Deselect All. */
  toggleAll(): void;
}

/** Every service starts selected; the panel keeps the ones the user switched off. */
export function useProviderSelection(names: readonly string[]): ProviderSelection {
  const [deselected, setDeselected] = useState<ReadonlySet<string>>(new Set());
  const isSelected = useCallback((name: string) => !deselected.has(name), [deselected]);
  const allSelected = names.every(isSelected);
  const noneSelected = names.length > 0 && !names.some(isSelected);

  const toggle = useCallback((name: string) => {
    setDeselected((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => {
    setDeselected(allSelected ? new Set(names) : new Set());
  }, [allSelected, names]);

  return { isSelected, toggle, allSelected, noneSelected, toggleAll };
}
