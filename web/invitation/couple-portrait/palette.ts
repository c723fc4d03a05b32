/** The drawn portrait's colours, the same in every look: it is a picture, not a themed part of the page. */
export const C = {
  ivory: '#f5ecd9',
  maroon: '#7a1f3d',
  rose: '#a8324f',
  blush: '#f2d4cf',
  gold: '#b8892b',
  lgold: '#e3c77a',
  mari: '#e8a33d',
  leaf: '#5f7f4f',
  ink: '#3b2418',
  skin: '#b9825a',
  skin2: '#a8714d',
  shade: '#8a5a3c',
  hair: '#2a1911',
};
