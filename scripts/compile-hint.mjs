// The chunks a server-painted page runs while the app takes it over carry V8's explicit compile hint
// (docs/decisions/103). Without it V8 compiles each function lazily, on the main thread, the first
// time it runs: react-dom's functions as the page hydrates, ~0.5 s of a booth's takeover under the
// phone profile (bench/takeover-trace.ts). With the comment first in the file, Chromium (136+)
// compiles every function while the script streams in, on a background thread. Other engines read a
// comment. Only the chunks a painted page needs at once get it: eager compiling of code that never
// runs (the staff screens, the map) would cost memory and a background core for nothing.
import fs from 'node:fs';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The code with the hint as its first line, once. */
export function withCompileHint(code) {
  return code.startsWith(compileHint) ? code : compileHint + code;
}

/** Adds the hint to each file named (paths of built chunks). */
export function hintFiles(files) {
  for (const file of files) fs.writeFileSync(file, withCompileHint(fs.readFileSync(file, 'utf8')));
}
