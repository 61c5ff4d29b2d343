import { describe, expect, it } from 'vitest';
import { criticalCssFor } from './critical-css.ts';

// Shaped like the build's Tailwind output: layers, a theme, preflight, utilities with variants.
const stylesheet = [
  '@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000}}}',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--spacing:.25rem;--color-ink:#1f2a24;--color-unused:#fff;--font-sans:ui-sans-serif, system-ui;--default-font-family:var(--font-sans)}}',
  '@layer base{*,:after,:before{box-sizing:border-box}html,:host{font-family:var(--default-font-family,Arial, sans-serif);font-feature-settings:var(--default-font-feature-settings,normal)}table{border-collapse:collapse}::-webkit-datetime-edit{padding:0}}',
  '@layer utilities{.mt-4{margin-top:calc(var(--spacing) * 4)}.text-ink{color:var(--color-ink)}.unused{color:red}',
  '.hover\\:text-ink:hover{color:var(--color-ink)}.md\\:flex{display:block}@media (min-width:48rem){.md\\:flex{display:flex}}',
  '.shadow{--tw-shadow:0 1px 2px #0000001a;box-shadow:var(--tw-shadow)}.transition-colors{transition-property:color}',
  '.btn{gap:.5rem;transition-property:color,fill;transition-duration:var(--tw-duration,.15s);-webkit-user-select:none;user-select:none;display:inline-flex}',
  '.btn:disabled{cursor:not-allowed;opacity:.55}.pointer{cursor:pointer}',
  ':where(.space-y-2>:not(:last-child)){margin-block-start:calc(var(--spacing) * 2)}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}}',
  '@media print{.mt-4{margin:0}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-unused{syntax:"*";inherits:false;initial-value:1}',
  '@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('critical CSS', () => {
  const critical = criticalCssFor(stylesheet);

  it('keeps the rules whose classes and elements the page holds, in their layers and media queries', () => {
    const css = critical(
      '<main class="mt-4 text-ink hover:text-ink md:flex space-y-2 shadow transition-colors [&amp;_svg]:size-4"><svg></svg></main>',
    );
    expect(css.startsWith('@layer properties,theme,base,components,utilities;')).toBe(true);
    expect(css).toContain('.mt-4{margin-top:1rem}');
    expect(css).toContain('.text-ink{color:#1f2a24}');
    expect(css).toContain('@media (min-width:48rem){.md\\:flex{display:flex}}');
    expect(css).toContain(':where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}');
    expect(css).toContain('.\\[\\&_svg\\]\\:size-4 svg{width:1rem}');
    expect(css).toContain('*,:after,:before{box-sizing:border-box}');
    // The theme's constants are written into the rules; the fallbacks of set variables go.
    expect(css).toContain('font-family:ui-sans-serif,system-ui;font-feature-settings:normal');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--spacing');
    // A registered property's initial value is set in the first layer, the others are left out.
    expect(css).toContain('@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}');
    expect(css).not.toContain('@property');
    expect(css).not.toContain('--tw-unused');
  });

  it('leaves out what the page does not hold and what the first paint cannot show', () => {
    const css = critical('<main class="mt-4 hover:text-ink transition-colors"></main>');
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('table{');
    expect(css).not.toContain(':hover');
    expect(css).not.toContain('transition-property');
    expect(css).not.toContain('@media print');
    expect(css).not.toContain('@supports (x:y)');
    expect(css).not.toContain('datetime-edit');
    expect(css).not.toContain('@keyframes');
  });

  it('keeps what a component class paints, without its transitions, cursor and selection (decision 067)', () => {
    const css = critical('<main><button class="btn pointer" disabled></button></main>');
    expect(css).toContain('.btn{gap:.5rem;display:inline-flex}');
    expect(css).toContain('.btn:disabled{opacity:.55}');
    expect(css).not.toContain('transition');
    expect(css).not.toContain('user-select');
    expect(css).not.toContain('cursor');
    // A rule left with nothing to paint goes whole.
    expect(css).not.toContain('.pointer');
  });

  it('leaves out what only a closed popover uses', () => {
    const css = critical(
      '<main class="mt-4"><div id="menu" popover="auto" class="text-ink"><div class="unused"></div></div></main>',
    );
    expect(css).toContain('.mt-4{');
    expect(css).not.toContain('.text-ink');
    expect(css).not.toContain('.unused');
    const details = critical('<details><summary class="mt-4">Copy</summary><a class="text-ink">/x</a></details>');
    expect(details).toContain('.mt-4{');
    expect(details).not.toContain('.text-ink');
  });

  it('gives a bare 0 of a length property its unit, so calc() can add it', () => {
    const css = criticalCssFor(
      `${stylesheet.replace('.unused{color:red}', '.ring{box-shadow:0 0 0 calc(1px + var(--tw-ring-offset-width)) red}')}`,
    )('<p class="ring"></p>');
    expect(css).toContain('--tw-ring-offset-width:0px');
  });
});
