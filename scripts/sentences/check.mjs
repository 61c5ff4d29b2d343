// Finds English sentences used as identifiers (issue 10): a sentence compared (===, !==, ==, !=,
// a switch case, includes/startsWith/endsWith/indexOf), or used as an object key or a lookup
// (obj['…'], map.get('…')). Texts are looked up by key in the message catalogue
// (docs/decisions/006); a changed comma must not break a rule.
//
// Two ways a sentence gets there, both caught:
// - a literal in the code: `message === 'Please enter your name'`;
// - a value whose type is a sentence: the messages modules are `as const`, so
//   `message === notices.nameRequired.description` compares against the literal type
//   'Please enter your name' (and so does a value picked from them, `Object.values(…)`).
import ts from 'typescript';

const wordPattern = /^[A-Za-z][a-z'’]*[,.!?:;]?$/;

/** True for text that reads as a sentence: three or more plain words, or two ending like one. */
export function isSentence(text) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return false;
  const plain = words.filter((word) => wordPattern.test(word)).length;
  if (plain >= 3 && plain / words.length >= 0.6) return true;
  return plain === words.length && /[.!?]$/.test(text.trim());
}

const comparisons = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const searching = new Set(['includes', 'startsWith', 'endsWith', 'indexOf', 'lastIndexOf']);
const lookups = new Set(['get', 'has', 'set', 'delete']);

function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** The sentence a node's type names (a string literal type, a union or an array of them), if any. */
function sentenceOfType(checker, type, depth = 0) {
  if (!type || depth > 3) return undefined;
  if (type.isStringLiteral()) return isSentence(type.value) ? type.value : undefined;
  if (type.isUnion()) {
    for (const member of type.types) {
      const found = sentenceOfType(checker, member, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    for (const element of checker.getTypeArguments(type)) {
      const found = sentenceOfType(checker, element, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Problems in `sourceFiles`, one string each: `file:line: what`. With a `checker`, values whose
 * type is a sentence count too.
 */
export function findSentenceUses(sourceFiles, checker) {
  const problems = [];
  for (const file of sourceFiles) {
    const report = (node, what, text) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
      problems.push(`${file.fileName}:${line + 1}: ${what} "${shown}" (look the text up by key instead)`);
    };
    const sentenceIn = (node) => {
      const literal = literalText(node);
      if (literal !== undefined) return isSentence(literal) ? literal : undefined;
      if (!checker) return undefined;
      return sentenceOfType(checker, checker.getTypeAtLocation(node));
    };
    const visit = (node) => {
      if (ts.isBinaryExpression(node) && comparisons.has(node.operatorToken.kind)) {
        const found = sentenceIn(node.left) ?? sentenceIn(node.right);
        if (found) report(node, 'a sentence is compared:', found);
      } else if (ts.isCaseClause(node)) {
        const found = sentenceIn(node.expression);
        if (found) report(node, 'a sentence is a switch case:', found);
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text;
        const [first] = node.arguments;
        if (searching.has(method)) {
          const found = (first && sentenceIn(first)) ?? (checker ? sentenceIn(node.expression.expression) : undefined);
          if (found) report(node, `a sentence is searched for (${method}):`, found);
        } else if (lookups.has(method) && first) {
          const found = sentenceIn(first);
          if (found) report(node, `a sentence is a lookup key (${method}):`, found);
        }
      } else if (ts.isElementAccessExpression(node)) {
        const found = sentenceIn(node.argumentExpression);
        if (found) report(node, 'a sentence is a lookup key:', found);
      } else if (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node) || ts.isPropertySignature(node)) {
        const name = node.name;
        const found = ts.isComputedPropertyName(name) ? sentenceIn(name.expression) : literalText(name);
        if (found && isSentence(found)) report(node, 'a sentence is an object key:', found);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return problems;
}

/** A program over in-memory files (for tests): `{ 'a.ts': 'source' }`. */
export function inMemoryProgram(files) {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2023.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.fileExists = (name) => name in files || fileExists(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (dir) =>
    Object.keys(files).some((name) => name.startsWith(`${dir}/`)) || (directoryExists?.(dir) ?? false);
  host.getSourceFile = (name, version) =>
    name in files ? ts.createSourceFile(name, files[name], version, true) : getSourceFile(name, version);
  return ts.createProgram(Object.keys(files), options, host);
}
