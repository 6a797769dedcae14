/*
 * Issue 46's helper: wraps the visible texts of the files named on the command line in Lingui's macros (JSX
 * text in <Trans>, visible props, toasts and, with SENTENCES=1, sentences in code in t``), for a person to review
 * after: a module-level constant, a plural (`n === 1 ? 'match' : 'matches'`) or a sentence split over values
 * needs rewriting by hand. scripts/visible-strings.test.ts says what is left.
 *   node --experimental-strip-types scripts/codemods/i18n-wrap.ts apps/web/src/features/x/y.tsx ...
 */
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { isSentence, VISIBLE_NAMES as VISIBLE } from '../visible-strings.ts';

const INLINE = new Set([
  'strong',
  'em',
  'b',
  'i',
  'a',
  'Link',
  'span',
  'code',
  'time',
  'abbr',
  'kbd',
  'br',
  'FanLink',
  'small',
  'mark',
  'bdi',
]);
const MACROS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const letters = (s: string) => /\p{L}/u.test(s) && !/^(SquashTips|PSA|Stripe)$/.test(s.trim());

for (const file of process.argv.slice(2)) {
  let text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits: Array<{ start: number; end: number; replace: string }> = [];
  let needTrans = false,
    needT = false;
  const tagName = (n: ts.Node) =>
    ts.isJsxElement(n)
      ? n.openingElement.tagName.getText(source)
      : ts.isJsxSelfClosingElement(n)
        ? n.tagName.getText(source)
        : '';
  const containsJsx = (n: ts.Node): boolean => {
    let f = false;
    const v = (x: ts.Node) => {
      if (ts.isJsxElement(x) || ts.isJsxSelfClosingElement(x) || ts.isJsxFragment(x)) f = true;
      else ts.forEachChild(x, v);
    };
    ts.forEachChild(n, v);
    return f;
  };
  const isInlineChild = (c: ts.JsxChild): boolean => {
    if (ts.isJsxText(c)) return true;
    if (ts.isJsxExpression(c)) return !c.expression || !containsJsx(c);
    if (ts.isJsxElement(c) && INLINE.has(tagName(c))) return c.children.every(isInlineChild);
    if (ts.isJsxSelfClosingElement(c) && tagName(c) === 'br') return true;
    return false;
  };
  const insideFunction = (n: ts.Node) => {
    for (let p = n.parent; p; p = p.parent) if (ts.isFunctionLike(p)) return true;
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxElement(node) && MACROS.has(tagName(node))) return;
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      const children = [...node.children];
      let i = 0;
      const handled = new Set<ts.Node>();
      while (i < children.length) {
        const c = children[i]!;
        if (ts.isJsxText(c) && letters(c.text)) {
          let a = i,
            b = i;
          while (a > 0 && isInlineChild(children[a - 1]!)) a--;
          while (b < children.length - 1 && isInlineChild(children[b + 1]!)) b++;
          // trim leading/trailing whitespace-only text
          while (a < b && ts.isJsxText(children[a]!) && !children[a]!.text.trim()) a++;
          while (b > a && ts.isJsxText(children[b]!) && !children[b]!.text.trim()) b--;
          const first = children[a]!,
            last = children[b]!;
          const start = first.getStart(source),
            end = last.getEnd();
          const inner = text.slice(start, end);
          const lead = inner.match(/^\s*/)![0].length,
            trail = inner.match(/\s*$/)![0].length;
          edits.push({
            start: start + lead,
            end: end - trail,
            replace: `<Trans>${inner.slice(lead, inner.length - trail)}</Trans>`,
          });
          needTrans = true;
          for (let k = a; k <= b; k++) handled.add(children[k]!);
          i = b + 1;
          continue;
        }
        i++;
      }
      for (const c of children) if (!handled.has(c)) visit(c);
      if (ts.isJsxElement(node)) visit(node.openingElement);
      return;
    }
    const lit = (init: ts.Node | undefined): ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | undefined => {
      if (!init) return;
      if (ts.isJsxExpression(init)) return lit(init.expression);
      if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) return init;
    };
    if (process.env.SENTENCES && isSentence(node, source) && insideFunction(node)) {
      if (ts.isTemplateExpression(node))
        edits.push({ start: node.getStart(source), end: node.getStart(source), replace: 't' });
      else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        edits.push({
          start: node.getStart(source),
          end: node.getEnd(),
          replace: `t\`${node.text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${')}\``,
        });
      needT = true;
      return;
    }
    const tmpl = (init: ts.Node | undefined): ts.TemplateExpression | undefined => {
      if (!init) return;
      if (ts.isJsxExpression(init)) return tmpl(init.expression);
      if (ts.isTemplateExpression(init) && !ts.isTaggedTemplateExpression(init.parent)) return init;
    };
    const tmplTarget =
      ts.isJsxAttribute(node) && VISIBLE.has(node.name.getText(source))
        ? node.initializer
        : ts.isPropertyAssignment(node) &&
            VISIBLE.has(node.name.getText(source).replace(/['"]/g, '')) &&
            insideFunction(node)
          ? node.initializer
          : ts.isCallExpression(node) && /^toast(\.\w+)?$/.test(node.expression.getText(source))
            ? node.arguments[0]
            : undefined;
    const tm = tmpl(tmplTarget);
    if (tm && letters(tm.head.text + tm.templateSpans.map((x) => x.literal.text).join(''))) {
      edits.push({ start: tm.getStart(source), end: tm.getStart(source), replace: 't' });
      needT = true;
    }
    if (ts.isJsxAttribute(node) && VISIBLE.has(node.name.getText(source))) {
      const l = lit(node.initializer);
      if (l && letters(l.text) && node.initializer) {
        edits.push({
          start: node.initializer.getStart(source),
          end: node.initializer.getEnd(),
          replace: `{t\`${l.text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${')}\`}`,
        });
        needT = true;
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      VISIBLE.has(node.name.getText(source).replace(/['"]/g, '')) &&
      insideFunction(node)
    ) {
      const l = lit(node.initializer);
      if (l && letters(l.text)) {
        edits.push({ start: l.getStart(source), end: l.getEnd(), replace: `t\`${l.text.replace(/[`\\]/g, '\\$&')}\`` });
        needT = true;
      }
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.getText(source) === 'toast' || /^toast\.\w+$/.test(node.expression.getText(source)))
    ) {
      const l = lit(node.arguments[0]);
      if (l && letters(l.text)) {
        edits.push({ start: l.getStart(source), end: l.getEnd(), replace: `t\`${l.text.replace(/[`\\]/g, '\\$&')}\`` });
        needT = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  edits.sort((x, y) => y.start - x.start);
  for (const e of edits) text = text.slice(0, e.start) + e.replace + text.slice(e.end);
  const imports: string[] = [];
  if (needT && !/from '@lingui\/core\/macro'/.test(text)) imports.push("import { t } from '@lingui/core/macro';");
  if (needTrans && !/from '@lingui\/react\/macro'/.test(text))
    imports.push("import { Trans } from '@lingui/react/macro';");
  if (imports.length) {
    // after a leading comment block / directives: put at top
    text = imports.join('\n') + '\n' + text;
  }
  writeFileSync(file, text);
  console.log(file, edits.length);
}
