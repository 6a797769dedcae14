import ts from 'typescript';
import type { SourceFile } from './boundaries.js';

/** Issue 44: type assertions (`x as T`, `<T>x`) the API's source may hold at most; `as const` is not one. */
export const MAX_API_ASSERTIONS = 30;

export interface Assertion {
  file: string;
  line: number;
  text: string;
}

/** Every type assertion of `files` but `as const` (and `as unknown as T` counted once), where it is. */
export function typeAssertions(files: readonly SourceFile[]): Assertion[] {
  const found: Assertion[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
        const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const';
        // `x as unknown as T` is one assertion: counted at its outer end.
        const outer = ts.isAsExpression(node.parent) || ts.isTypeAssertionExpression(node.parent);
        if (!isConst && !outer) {
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          found.push({ file: file.path, line, text: node.getText(source).replace(/\s+/g, ' ').slice(0, 100) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
