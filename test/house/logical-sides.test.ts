// The pages' styles say start and end, not left and right (issue 45): an Urdu page is the mirror of the others only
// if a margin, a padding, a border or a position meant "at the start of the line" is written as such. A physical side
// that is truly meant (a picture's corner, a scale's origin) says why in a comment holding "physical:" on its line or
// the line above.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

const WEB = path.join(import.meta.dirname, '../../web');

/** A property that names a side of the page, or one whose value does. */
const SIDE_PROPERTY = /^(?:(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?|left|right)$/;
const SIDE_VALUE = /^(?:float|clear|text-align)$/;

/** The lines of a stylesheet that set a physical side without saying why: "12: margin-left: auto". */
export function physicalSides(css: string): string[] {
  const lines = css.split('\n');
  // Comments blanked, their line breaks kept, so that a declaration is found on its own line.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).split('\n');
  return code.flatMap((line, index) => {
    const sided = [...line.matchAll(/([a-z-]+)\s*:\s*([^;{}]*)/g)].some(
      ([, property = '', value = '']) =>
        SIDE_PROPERTY.test(property) || (SIDE_VALUE.test(property) && /^(?:left|right)\b/.test(value.trim())),
    );
    const said = `${lines[index - 1] ?? ''}\n${lines[index] ?? ''}`.includes('physical:');
    return sided && !said ? [`${index + 1}: ${(lines[index] ?? '').trim()}`] : [];
  });
}

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(at);
    return entry.name.endsWith('.css') ? [at] : [];
  });
}

describe("the pages' styles, by start and end", () => {
  test('a physical side is found, and one that says why is let be', () => {
    assert.deepEqual(
      physicalSides(
        '.a {\n  margin-left: auto;\n  padding-right: 1rem;\n  left: 0;\n  right: 2px;\n  border-left-color: red;\n' +
          '  text-align: right;\n  float: left;\n}\n',
      ),
      [
        '2: margin-left: auto;',
        '3: padding-right: 1rem;',
        '4: left: 0;',
        '5: right: 2px;',
        '6: border-left-color: red;',
        '7: text-align: right;',
        '8: float: left;',
      ],
    );
    assert.deepEqual(
      physicalSides(
        '.b { margin-inline-start: auto; inset-inline-end: 0; text-align: start; background-position: left top;\n' +
          '  transform-origin: top left; }\n' +
          '/* physical: the scaled frame grows from its top left corner in any language */\n.c { left: 0; }\n' +
          '.d { right: 0; /* physical: a badge on the picture, not the line */ }\n/* margin-left in a comment */\n',
      ),
      [],
    );
  });

  for (const file of stylesheets(WEB))
    test(path.relative(WEB, file), () => {
      assert.deepEqual(physicalSides(readFileSync(file, 'utf8')), [], 'write start and end (margin-inline-start…)');
    });
});
