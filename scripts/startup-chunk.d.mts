/** What Rolldown's chunking context tells of a module (the fields used here). */
export interface StartupModuleInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports: readonly string[];
  isEntry: boolean;
  code: string | null;
}
export interface StartupGraph {
  getModuleInfo(id: string): StartupModuleInfo | null;
}
export interface StartupChunkOptions {
  /** Absolute path the module names below are relative to. */
  webRoot: string;
  entry: string;
  families: Record<string, readonly string[]>;
  unions?: Record<string, readonly string[]>;
  keep?: readonly string[];
  maxBytes: number;
}
export function chooseStartupChunks(graph: StartupGraph, options: StartupChunkOptions): Map<string, string>;
export function startupChunkNamer(options: StartupChunkOptions): (id: string, graph: StartupGraph) => string | null;
