// Every icon site.json may name is drawn, the site's own for Indian functions included, as a line drawing in the
// text's colour that says nothing to a screen reader (the words beside it do).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_NAMES } from '../../shared/site/icons';
import { DEFAULT_SITE } from '../../src/site/defaults';
import { Icon } from '../../web/ui/Icon';

describe('icons', () => {
  test('each name draws an svg of its own, hidden from screen readers', () => {
    const drawn = new Map<string, string>();
    for (const name of ICON_NAMES) {
      const svg = renderToStaticMarkup(createElement(Icon, { name }));
      assert.match(svg, /^<svg[^>]*aria-hidden="true"[^>]*>.*<path d="[^"]+"/s, name);
      assert.match(svg, /stroke="currentColor"/, name);
      drawn.set(name, svg);
    }
    assert.equal(new Set(drawn.values()).size, ICON_NAMES.length, 'no two names draw the same icon');
    for (const own of ['diya', 'horse', 'mehendi', 'haldi', 'dhol', 'mandap', 'rings'] as const) {
      assert.ok(ICON_NAMES.includes(own), own);
    }
  });

  test('the sample wedding gives its functions icons that fit them: no wine glass for the sagan', () => {
    const icons = Object.fromEntries(
      DEFAULT_SITE.days.flatMap((day) => day.events).map((event) => [event.id ?? event.title, event.icon]),
    );
    assert.equal(icons['sagan-cocktail-party'], 'rings');
    assert.equal(icons['mehendi-ceremony'], 'mehendi');
    assert.equal(icons['haldi-ceremony'], 'haldi');
    assert.equal(icons['baaraat-departure'], 'horse');
    assert.equal(icons['jaimaal-wedding-ceremony'], 'mandap');
  });
});
