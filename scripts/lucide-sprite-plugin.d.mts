import type { Plugin } from 'vite';

export interface LucideSprite {
  /** Each name the sources import from lucide-react, and the id of its symbol (lucide's file name). */
  icons: Map<string, string>;
  svg: string;
  /** `assets/icons-HASH.svg`, named by its content. */
  fileName: string;
}
export function importedIconNames(sources: string[]): string[];
export function lucideSprite(sourceDir?: string): Promise<LucideSprite>;
export function lucideIconSprite(): Plugin;
