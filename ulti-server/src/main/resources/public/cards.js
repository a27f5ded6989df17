// The 32 cards of the Hungarian pack, drawn by this project as SVG: the suits as the pack shows
// them (acorns, leaves, hearts and bells, not French symbols), the number cards with their Roman
// numerals and as many suit signs, the under and the over as figures holding the suit sign low
// and high, the king crowned, and the ace (the pack's "deuce") as one large suit sign. No image
// comes from elsewhere. Each card carries its name in the page's language for screen readers.
(() => {
'use strict';

const SVG = 'http://www.w3.org/2000/svg';
const SUITS = ['acorns', 'leaves', 'hearts', 'bells'];
const SUIT_OF_LETTER = { A: 'acorns', L: 'leaves', H: 'hearts', B: 'bells' };
// The number cards' signs; the court cards have none.
const PIPS = { SEVEN: 7, EIGHT: 8, NINE: 9, TEN: 10 };
// The corner index of each rank: the pack's Roman numerals for the number cards, and for the
// others the initial of the rank's name in the page's language.
const INDEX = {
  hu: { SEVEN: 'VII', EIGHT: 'VIII', NINE: 'IX', TEN: 'X', UNDER: 'A', OVER: 'F', KING: 'K', ACE: 'Á' },
  en: { SEVEN: 'VII', EIGHT: 'VIII', NINE: 'IX', TEN: 'X', UNDER: 'U', OVER: 'O', KING: 'K', ACE: 'A' },
};
const INK = { acorns: '#6d4c2f', leaves: '#2e7d32', hearts: '#c62828', bells: '#b8860b' };

function svg(tag, attrs, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

// The four suit signs, once per page, as symbols every card uses (20 by 20 units each).
function suitSymbols() {
  const heart = svg('symbol', { id: 'suit-hearts', viewBox: '0 0 20 20' },
    svg('path', { d: 'M10 18C3 12.5 0.5 8 3.5 4.5C6 1.8 9 2.8 10 5.5C11 2.8 14 1.8 16.5 4.5C19.5 8 17 12.5 10 18Z',
      fill: INK.hearts }));
  const leaf = svg('symbol', { id: 'suit-leaves', viewBox: '0 0 20 20' },
    svg('path', { d: 'M10 1C16.5 5 17.5 11.5 10 16.5C2.5 11.5 3.5 5 10 1Z', fill: INK.leaves }),
    svg('path', { d: 'M10 3V19M10 8L7 5.5M10 8L13 5.5M10 11.5L6.5 9M10 11.5L13.5 9', stroke: '#1b4d1e',
      'stroke-width': '0.9', fill: 'none', 'stroke-linecap': 'round' }));
  const acorn = svg('symbol', { id: 'suit-acorns', viewBox: '0 0 20 20' },
    svg('ellipse', { cx: '10', cy: '12.6', rx: '4.6', ry: '5.8', fill: '#c08a3e' }),
    svg('path', { d: 'M4.2 10C4.2 5.2 15.8 5.2 15.8 10Z', fill: INK.acorns }),
    svg('path', { d: 'M5.5 8.2H14.5M6.5 6.8H13.5', stroke: '#3e2a17', 'stroke-width': '0.7' }),
    svg('rect', { x: '9.3', y: '2', width: '1.4', height: '3.6', fill: INK.acorns }));
  const bell = svg('symbol', { id: 'suit-bells', viewBox: '0 0 20 20' },
    svg('circle', { cx: '10', cy: '3.6', r: '1.7', fill: 'none', stroke: '#7a5a00', 'stroke-width': '1' }),
    svg('circle', { cx: '10', cy: '11.5', r: '6.6', fill: '#e8b400', stroke: '#7a5a00', 'stroke-width': '1' }),
    svg('path', { d: 'M3.6 11.5H16.4', stroke: '#7a5a00', 'stroke-width': '1' }),
    svg('circle', { cx: '10', cy: '14.8', r: '1.3', fill: '#7a5a00' }));
  return svg('svg', { width: '0', height: '0', 'aria-hidden': 'true', class: 'suit-symbols' },
    svg('defs', {}, heart, leaf, acorn, bell));
}

function sign(suit, x, y, size, extra) {
  return svg('use', Object.assign({ href: '#suit-' + suit, x: String(x - size / 2), y: String(y - size / 2),
    width: String(size), height: String(size), class: 'sign', 'data-suit': suit }, extra || {}));
}

// Number cards: two columns of signs, the odd one centred at the bottom.
function pips(suit, count) {
  const rows = Math.ceil(count / 2);
  const top = 25;
  const step = (71 - top) / Math.max(rows - 1, 1);
  const signs = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / 2);
    const alone = count % 2 === 1 && i === count - 1;
    signs.push(sign(suit, alone ? 30 : (i % 2 === 0 ? 21 : 39), top + row * step, 12, { class: 'sign pip' }));
  }
  return signs;
}

// The under, the over and the king: a figure in the suit's colour; the under holds the sign low,
// the over holds it above his head, the king wears a crown and holds it at his chest.
function figure(suit, rank) {
  const colour = INK[suit];
  const parts = [
    svg('circle', { cx: '30', cy: '36', r: '7', fill: '#f3d2b3', stroke: '#5b4636', 'stroke-width': '0.8' }),
    svg('path', { d: 'M17 80L21 50Q30 43 39 50L43 80Z', fill: colour, stroke: '#3a2a1e', 'stroke-width': '0.8' }),
  ];
  if (rank === 'KING') {
    parts.push(svg('path', { d: 'M22.5 30L24 22L27.5 27L30 20.5L32.5 27L36 22L37.5 30Z', fill: '#f2c200',
      stroke: '#7a5a00', 'stroke-width': '0.7', class: 'crown' }));
    parts.push(sign(suit, 30, 61, 12));
  } else if (rank === 'OVER') {
    parts.push(svg('path', { d: 'M39 52L45 31', stroke: '#3a2a1e', 'stroke-width': '2', 'stroke-linecap': 'round' }));
    parts.push(sign(suit, 45, 24, 12));
  } else {
    parts.push(svg('path', { d: 'M39 56L44 64', stroke: '#3a2a1e', 'stroke-width': '2', 'stroke-linecap': 'round' }));
    parts.push(sign(suit, 47, 68, 12));
  }
  return parts;
}

// The ace: one large sign, with a ribbon beneath it as the pack's deuce has.
function ace(suit) {
  return [sign(suit, 30, 46, 34),
    svg('path', { d: 'M14 72Q30 66 46 72L44 78Q30 72 16 78Z', fill: '#f7e9c4', stroke: '#8a7340', 'stroke-width': '0.7' })];
}

/**
 * A card as an SVG picture: code is the wire format's ("A7"), card its vocabulary entry ({hu, en,
 * suit, rank}), language "hu" or "en". The picture is labelled with the card's name.
 */
function cardPicture(code, card, language) {
  const suit = SUIT_OF_LETTER[code[0]];
  const rank = card.rank;
  const name = card[language];
  const index = INDEX[language][rank];
  const corner = (x, y, rotate) => svg('g', rotate ? { transform: 'rotate(180 30 48)' } : {},
    svg('text', { x: String(x - 4.5), y: String(y), class: 'index', fill: INK[suit],
      'font-size': index.length > 3 ? '7' : index.length > 1 ? '8' : '10', 'font-weight': '700',
      'font-family': 'Georgia, serif' }, document.createTextNode(index)),
    sign(suit, x, y + 6, 7, { class: 'sign corner' }));
  const body = PIPS[rank] ? pips(suit, PIPS[rank]) : rank === 'ACE' ? ace(suit) : figure(suit, rank);
  return svg('svg', { viewBox: '0 0 60 96', role: 'img', 'aria-label': name, class: 'card-picture',
    'data-suit': suit, 'data-rank': rank, 'data-index': index, focusable: 'false' },
  svg('title', {}, document.createTextNode(name)),
  svg('rect', { x: '0.75', y: '0.75', width: '58.5', height: '94.5', rx: '5', fill: '#fffdf6', stroke: '#6b6b6b',
    'stroke-width': '1.2' }),
  corner(8, 11, false), corner(8, 11, true), ...body);
}

window.UltiCards = { suitSymbols, cardPicture, SUITS, SUIT_OF_LETTER, INDEX, PIPS };
})();
