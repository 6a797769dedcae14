import ts from 'typescript';
import type { SourceFile } from './boundaries.js';

/** Issues 28 and 44: no function of any workspace longer than this many lines (its signature to its closing brace). */
export const MAX_FUNCTION_LINES = 120;

export interface LongFunction {
  file: string;
  line: number;
  name: string;
  lines: number;
}

/**
 * Every function (declaration, method, arrow or expression) of `files` longer than `maxLines`, with the
 * line it starts on and what it is called (its variable's or property's name for an arrow).
 */
export function longFunctions(files: readonly SourceFile[], maxLines = MAX_FUNCTION_LINES): LongFunction[] {
  const found: LongFunction[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > maxLines) found.push({ file: file.path, line: first + 1, name: nameOf(node, source), lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function nameOf(node: ts.SignatureDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name) {
    return parent.name.getText(source);
  }
  return '(anonymous)';
}
