// `npm run house`: the measures of how easy the code is to pick up, against their goals (CONTRIBUTING.md says what
// each means and how it is counted). `-- --list` names the long functions, the files with long lines and the
// repeated places.
import { functionSizes } from './function-sizes';
import { FUNCTION_GOALS, LONG_LINES_GOAL, README_GOALS } from './goals';
import { longLines } from './long-lines';
import { readmeFacts } from './readme-facts';
import { repeats } from './repeats';
import { RUNNING_CODE, trackedCode } from './source-files';

const listing = process.argv.includes('--list');
const code = trackedCode(RUNNING_CODE);
const readme = readmeFacts();
const sizes = functionSizes(code);
const spanning = sizes.filter((size) => size.span > 100).sort((a, b) => b.span - a.span);
const owning = sizes.filter((size) => size.own > 100).sort((a, b) => b.own - a.own);
const long = longLines(code);
const longShare = (100 * long.long) / long.lines;
const repeated = await repeats();

const rows: [string, string, string][] = [
  [
    'README',
    `${readme.lines} lines, ${readme.pictures} pictures, ${readme.figures} figures`,
    `≤ ${README_GOALS.lines} lines, ` +
      `≥ ${README_GOALS.picturesAtLeast} pictures, ` +
      `≤ ${README_GOALS.figures} figures`,
  ],
  [
    'functions spanning > 100 lines / > 100 of their own',
    `${spanning.length} / ${owning.length}`,
    `≤ ${FUNCTION_GOALS.spanOver100} / ≤ ${FUNCTION_GOALS.ownOver100}`,
  ],
  ['lines over 120 bytes', `${long.long} of ${long.lines} (${longShare.toFixed(2)}%)`, `≤ ${LONG_LINES_GOAL}%`],
  ['places repeating six lines or more (jscpd)', `${repeated.length}`, 'none new'],
];
console.log('| measure | now | goal |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

if (listing) {
  console.log('\nFunctions over 100 lines (span, own):');
  for (const size of spanning) console.log(`  ${size.span} ${size.own} ${size.file}:${size.line} ${size.name}`);
  console.log('\nFiles with lines over 120 bytes:');
  for (const [file, count] of [...long.byFile].sort((a, b) => b[1] - a[1])) console.log(`  ${count} ${file}`);
  console.log('\nRepeated places:');
  for (const repeat of repeated) console.log(`  ${repeat.first} ~ ${repeat.second}`);
}
