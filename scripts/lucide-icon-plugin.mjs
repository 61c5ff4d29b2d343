// Puts src/web/components/ui/lucide-icon.tsx in place of lucide-react's `Icon` (issue 25,
// docs/decisions/067): the icons keep lucide's drawings and props, without the nine attributes
// lucide writes on every <svg>. Used by vite.config.ts for the client and the SSR build (lucide-react
// bundled into the SSR build rather than loaded from node_modules), so the server's markup and the
// client's first render stay identical. Not by the tests: through Vite, lucide-react's index loads
// every icon (~10 s a file here), and a per-icon import rewrite hung the hydration tests (not yet
// understood); the web tests render lucide's own Icon on both sides, and lucide-icon.test.tsx tests
// this one directly.
import path from 'node:path';

const replacement = path.resolve(import.meta.dirname, '..', 'src', 'web', 'components', 'ui', 'lucide-icon.tsx');
const lucideModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/][^\\/]+\.mjs$/;

export function lucideIcon() {
  return {
    name: 'ligpit:lucide-icon',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './Icon.mjs' && importer && lucideModule.test(importer)) return replacement;
      return null;
    },
  };
}
