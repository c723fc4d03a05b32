// How long each function is, from the syntax tree: its span (first line to last, nested functions included) and
// its own lines (the span less the lines of the functions written inside it), so that a route plugin whose
// handlers are each short does not count as one long function of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { REPO_ROOT } from './source-files';

export interface FunctionSize {
  file: string;
  line: number;
  name: string;
  span: number;
  own: number;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  return Object.entries(node)
    .filter(([key]) => key !== 'parent')
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter(isNode);
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((starts[mid] ?? 0) <= offset) low = mid;
    else high = mid - 1;
  }
  return low + 1;
}

/** The name a reader would search for: the function's own, or what it is assigned to, or the key it sits under. */
function nameOf(node: Node, parent: Node | undefined): string {
  const id = node.id as Node | null | undefined;
  if (id && typeof id.name === 'string') return id.name;
  const target = (parent?.id ?? parent?.key) as Node | undefined;
  if (target && typeof target.name === 'string') return target.name;
  return '(anonymous)';
}

export function functionSizes(files: readonly string[]): FunctionSize[] {
  const sizes: FunctionSize[] = [];
  for (const file of files.filter((name) => !name.endsWith('.css'))) {
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    const starts = lineStarts(text);
    const { program, errors } = parseSync(file, text);
    if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
    const spanOf = (node: Node) => lineOf(starts, node.end) - lineOf(starts, node.start) + 1;
    // Returns the lines its nearest nested functions span, so that the caller can take them from its own.
    const visit = (node: Node, parent: Node | undefined): number => {
      const nested = children(node).reduce((sum, child) => sum + visit(child, node), 0);
      if (!FUNCTION_TYPES.has(node.type)) return nested;
      const span = spanOf(node);
      const name = nameOf(node, parent);
      sizes.push({ file, line: lineOf(starts, node.start), name, span, own: span - nested });
      return span;
    };
    visit(program as unknown as Node, undefined);
  }
  return sizes;
}
