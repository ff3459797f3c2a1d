/** The remembered top-section choice (SPEC section 2): set by choosing a section, cleared by going home. */
import { StorageKey } from '@ta/contract';

export const getTopSection = (): string | null => localStorage.getItem(StorageKey.topSection);
export function setTopSection(key: string): void {
  if (getTopSection() !== key) localStorage.setItem(StorageKey.topSection, key);
}
export const clearTopSection = (): void => localStorage.removeItem(StorageKey.topSection);
