import ts from 'typescript';
import type { SourceFile } from './boundaries.js';

/**
 * Issue 46: every text a fan or an admin can see comes from the catalogue, through Lingui's macros
 * (`<Trans>`, `t`, `msg`, `plural`: apps/web/lingui.config.ts). This finds the texts written straight into
 * the web app's components instead: JSX text, the string props a reader sees or hears (`title`,
 * `aria-label`, `placeholder`...), such properties of an object (a list of links' `label`s), and a toast's
 * message. Code, CSS classes and data are not language and are left alone.
 */
export interface UntranslatedText {
  file: string;
  line: number;
  text: string;
}

/** Props and properties whose string a reader sees or hears. */
export const VISIBLE_NAMES = new Set([
  'action',
  'alt',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'ariaLabel',
  'caption',
  'confirmLabel',
  'cancelLabel',
  'description',
  'detail',
  'emptyText',
  'eyebrow',
  'header',
  'heading',
  'label',
  'message',
  'pendingLabel',
  'placeholder',
  'subtitle',
  'title',
  'tooltip',
]);

/** Lingui's components: the text inside them is the catalogue's. */
const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/** Not language: the product's name and the tour's, symbols, numbers. */
const NOT_LANGUAGE = /^(SquashTips|PSA|Stripe|PGlite|PostgreSQL|[\p{P}\p{S}\p{N}\s]*)$/u;
const hasLetters = (text: string) => /\p{L}/u.test(text) && !NOT_LANGUAGE.test(text.trim());

/** Core's texts in English, for the server's: a page says them through the web app's own (lib/labels.ts...). */
const ENGLISH_FROM_CORE = new Set([
  'GENDER_LABELS',
  'CREDIT_TRANSACTION_LABELS',
  'USERNAME_AVAILABILITY_MESSAGES',
  'OUTLOOK_MARKS',
  'OUTLOOK_MARK_MEANINGS',
  'outlookLines',
  'creditsLabel',
  'ordinal',
  'tournamentTitle',
  'compactCountdown',
]);

export function untranslatedTexts(files: readonly SourceFile[]): UntranslatedText[] {
  const found: UntranslatedText[] = [];
  for (const file of files) {
    const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
    const report = (node: ts.Node, text: string) =>
      found.push({
        file: file.path,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        text: text.trim().replace(/\s+/g, ' '),
      });
    const visit = (node: ts.Node, inMacro: boolean) => {
      if (
        ts.isImportSpecifier(node) &&
        ENGLISH_FROM_CORE.has((node.propertyName ?? node.name).text) &&
        /^['"]@squash\/core/.test(node.parent.parent.parent.moduleSpecifier.getText(source))
      ) {
        report(node, `${(node.propertyName ?? node.name).text} (core's English)`);
      }
      if (ts.isJsxElement(node) && MACRO_ELEMENTS.has(node.openingElement.tagName.getText(source))) {
        // Its attributes (an `id`, a `comment`) and text are the macro's; but a word in one of its values (`{n
        // === 1 ? 'match' : 'matches'}`) is not translated: say it in the message (a plural, a select).
        for (const child of node.children) if (ts.isJsxExpression(child)) wordsIn(child, report);
        return;
      }
      // A descriptor written out (`msg({ id, message })`) is the catalogue's.
      if (ts.isCallExpression(node) && /^(t|msg|defineMessage)$/.test(node.expression.getText(source))) return;
      // Likewise a word in a value of `t```: t`${n} ${n === 1 ? 'credit' : 'credits'} added`.
      if (ts.isTaggedTemplateExpression(node) && /^(t|msg)$/.test(node.tag.getText(source))) {
        if (ts.isTemplateExpression(node.template))
          for (const span of node.template.templateSpans) wordsIn(span.expression, report);
        return;
      }
      if (ts.isJsxText(node) && !inMacro && hasLetters(node.text)) report(node, node.text);
      if (ts.isJsxAttribute(node) && VISIBLE_NAMES.has(node.name.getText(source))) {
        const value = literalText(node.initializer);
        if (value !== undefined && hasLetters(value)) report(node, value);
      }
      if (ts.isPropertyAssignment(node) && VISIBLE_NAMES.has(propertyName(node.name)) && !inClassNames(node)) {
        const value = literalText(node.initializer);
        if (value !== undefined && hasLetters(value)) report(node, value);
      }
      // A visible prop's default: `{ label = 'Loading...' }`.
      if (ts.isBindingElement(node) && VISIBLE_NAMES.has((node.propertyName ?? node.name).getText(source))) {
        const value = literalText(node.initializer);
        if (value !== undefined && hasLetters(value)) report(node, value);
      }
      if (isSentence(node, source) || isRenderedWord(node)) report(node, literalText(node) ?? '');
      if (ts.isCallExpression(node) && isToast(node.expression)) {
        const value = literalText(node.arguments[0]);
        if (value !== undefined && hasLetters(value)) report(node, value);
      }
      ts.forEachChild(node, (child) => visit(child, inMacro));
    };
    visit(source, false);
  }
  return found;
}

/**
 * A sentence or a title written as a string anywhere in code ('Tips updated', `Match ${n}: ...`): a capital,
 * a word, then a space. Not an error for developers (`new Error`, `throw`, `console`), nor data compared with
 * (`=== 'Final'`), nor an import, a type or a CSS class list.
 */
export function isSentence(node: ts.Node, source: ts.SourceFile): boolean {
  if (!(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))) {
    return false;
  }
  const text = literalText(node) ?? '';
  const startsAsSentence = /^[\p{Lu}][\p{Ll}’']*[ ,:]\s*\S/u.test(text.trim()) && /\p{Ll}{2}/u.test(text);
  // `${name}'s picks`: words between the values.
  const wordsAround = ts.isTemplateExpression(node) && /(^|\s)['’]?\p{L}{2,}\s+\p{L}{2,}/u.test(text);
  if (!startsAsSentence && !wordsAround) return false;
  for (let at: ts.Node = node.parent; at; at = at.parent) {
    if (ts.isTaggedTemplateExpression(at) || ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return false;
    if (ts.isTypeNode(at) || ts.isThrowStatement(at)) return false;
    if (ts.isJsxAttribute(at) && /^(className|key|id|href|to|data-|type|style)/.test(at.name.getText(source)))
      return false;
    if (ts.isCallExpression(at) && /^(cn|cva|clsx)$/.test(at.expression.getText(source))) return false;
    if (
      (ts.isNewExpression(at) || ts.isCallExpression(at)) &&
      /^(Error|TypeError|RangeError|console\.\w+|plural|select|selectOrdinal)$/.test(at.expression.getText(source))
    ) {
      return false;
    }
    if (ts.isBinaryExpression(at) && /^(===|!==|==|!=)$/.test(at.operatorToken.getText(source))) return false;
    if (ts.isCaseClause(at) || ts.isJsxElement(at) || ts.isBlock(at) || ts.isSourceFile(at)) break;
  }
  // A JSX attribute's value is the props rule's; a toast's and a property's, theirs.
  const parent = node.parent;
  if (ts.isJsxAttribute(parent) && VISIBLE_NAMES.has(parent.name.getText(source))) return false;
  if (
    ts.isJsxExpression(parent) &&
    ts.isJsxAttribute(parent.parent) &&
    VISIBLE_NAMES.has(parent.parent.name.getText(source))
  ) {
    return false;
  }
  if (ts.isPropertyAssignment(parent) && VISIBLE_NAMES.has(propertyName(parent.name)) && parent.initializer === node)
    return false;
  if (ts.isCallExpression(parent) && isToast(parent.expression) && parent.arguments[0] === node) return false;
  return true;
}

/** A word a JSX expression renders as text: `{done ? 'Saved' : 'Save'}`, `{x ?? 'None'}`, `{`${name}'s picks`}`. */
function isRenderedWord(node: ts.Node): boolean {
  const text =
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? literalText(node)
        : undefined;
  if (text === undefined || !/\p{L}{2}/u.test(text)) return false;
  let at: ts.Node = node;
  while (
    ts.isParenthesizedExpression(at.parent) ||
    (ts.isConditionalExpression(at.parent) && at.parent.condition !== at) ||
    (ts.isBinaryExpression(at.parent) &&
      /^(&&|\|\||\?\?)$/.test(at.parent.operatorToken.getText()) &&
      at.parent.right === at)
  ) {
    at = at.parent;
  }
  return ts.isJsxExpression(at.parent) && (ts.isJsxElement(at.parent.parent) || ts.isJsxFragment(at.parent.parent));
}

/** A string literal's text, through `{'...'}` in JSX; undefined for anything computed. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => span.literal.text).join('');
  return undefined;
}

/** Strings with words in a macro's value. */
function wordsIn(node: ts.Node, report: (node: ts.Node, text: string) => void) {
  if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /\p{L}{2}/u.test(node.text)) {
    report(node, node.text);
  }
  ts.forEachChild(node, (child) => wordsIn(child, report));
}

/** A property of a `classNames` object (sonner's): CSS classes, not words. */
function inClassNames(node: ts.PropertyAssignment): boolean {
  const owner = node.parent.parent;
  return ts.isPropertyAssignment(owner) && propertyName(owner.name) === 'classNames';
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : '';
}

/** `toast('...')`, `toast.error('...')`... (sonner, lib/toast.ts). */
function isToast(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 'toast';
  return (
    ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'toast'
  );
}

const CALL_MACROS = new Set(['t', 'plural', 'select', 'selectOrdinal']);

/**
 * Macros run when their module is first imported (a `t` in a module-level constant): they are worded
 * before the reader's catalogue is loaded, so they stay English. Module-level texts are `msg` descriptors,
 * worded where they are shown.
 */
export function macrosAtImport(files: readonly SourceFile[]): UntranslatedText[] {
  const found: UntranslatedText[] = [];
  for (const file of files) {
    const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node, inFunction: boolean) => {
      const macro = ts.isTaggedTemplateExpression(node)
        ? node.tag
        : ts.isCallExpression(node)
          ? node.expression
          : undefined;
      if (!inFunction && macro && ts.isIdentifier(macro) && CALL_MACROS.has(macro.text)) {
        found.push({
          file: file.path,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          text: node.getText(source).slice(0, 60),
        });
      }
      ts.forEachChild(node, (child) => visit(child, inFunction || ts.isFunctionLike(node)));
    };
    visit(source, false);
  }
  return found;
}
