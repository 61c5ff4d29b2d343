import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedIconNames, lucideSprite } from './lucide-sprite-plugin.mjs';

describe('the icon sprite the builds make (decision 073)', () => {
  it('holds every icon the sources import, once per drawing, as lucide draws it', async () => {
    const sprite = await lucideSprite();
    // The app's header imports Menu.
    expect(sprite.icons.get('Menu')).toBe('menu');
    expect(sprite.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol /);
    // lucide's drawing of the menu: three lines, without React's `key`.
    expect(sprite.svg).toContain(
      '<symbol id="menu" viewBox="0 0 24 24"><path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/></symbol>',
    );
    expect(sprite.svg).not.toContain('key=');
    expect(sprite.fileName).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
  });

  it('is named by its content, so a changed drawing is a new address', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-icons-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.tsx'), "import { Truck } from 'lucide-react';\n");
      const one = await lucideSprite(dir);
      fs.writeFileSync(path.join(dir, 'b.tsx'), "import { type LucideIcon, Menu as Burger } from 'lucide-react';\n");
      const two = await lucideSprite(dir);
      expect([...one.icons.keys()]).toEqual(['Truck']);
      expect([...two.icons.keys()]).toEqual(['Menu', 'Truck']);
      expect(two.fileName).not.toBe(one.fileName);
      expect(await lucideSprite(dir)).toEqual(two);
      // Aliases of one drawing (Loader2 is lucide's old name for LoaderCircle) share its symbol.
      fs.writeFileSync(path.join(dir, 'c.tsx'), "import { Loader2, LoaderCircle } from 'lucide-react';\n");
      const three = await lucideSprite(dir);
      expect(three.icons.get('Loader2')).toBe('loader-circle');
      expect(three.icons.get('LoaderCircle')).toBe('loader-circle');
      expect(three.svg.match(/<symbol /g)).toHaveLength(3);
      fs.writeFileSync(path.join(dir, 'c.tsx'), "import { NoSuchIcon } from 'lucide-react';\n");
      await expect(lucideSprite(dir)).rejects.toThrow('lucide-react has no icon named NoSuchIcon');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads value imports only, and the names they import, not their local names', () => {
    expect(
      importedIconNames([
        "import type { LucideIcon } from 'lucide-react';",
        "import {\n  Check,\n  type LucideProps,\n  X as Close,\n} from 'lucide-react';",
        "import { Truck } from 'other-icons';",
      ]),
    ).toEqual(['Check', 'X']);
  });
});
