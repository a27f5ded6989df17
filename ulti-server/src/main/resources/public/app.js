// The browser client of the reference Ulti server: plain JavaScript, no build step.
// It knows no rule of Ulti. Every legal action, bid, trick winner and settlement comes from the
// server, which asks the SDK; this page only draws them and sends what the player chooses.
// Cards are drawn by cards.js, the table by table-view.js, and the page speaks one language at a
// time (i18n.js). This file holds the page's state, its routes, the lobby and the connection.
'use strict';

const { suitSymbols, cardPicture, SUIT_OF_LETTER } = window.UltiCards;
const { WORDS, initialLanguage } = window.UltiWords;

const app = document.getElementById('app');
const connection = document.getElementById('connection');

let language = initialLanguage();
let vocabulary = null;
let current = null;        // the latest state message of the open table
let socket = null;
let socketTable = null;
let retry = 0;
let refusal = null;        // the last refusal or error, shown until the next state
const selected = new Set(); // the cards chosen to discard

function words() {
  return WORDS[language];
}

// ---------------------------------------------------------------------------------------------
// Small helpers. Text from the server (names, messages) is always set as text, never as HTML.

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === 'onclick') node.addEventListener('click', value);
    else if (key === 'className') node.className = value;
    else if (value !== undefined && value !== null && value !== false) node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return node;
}

function tokenOf(tableId) {
  try { return JSON.parse(localStorage.getItem('ulti.player.' + tableId)); } catch (e) { return null; }
}

function remember(tableId, player, token) {
  localStorage.setItem('ulti.player.' + tableId, JSON.stringify({ player, token }));
}

async function api(method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = 'Bearer ' + token;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let data;
  try { data = JSON.parse(text); } catch (e) { data = { message: text }; }
  if (!response.ok) {
    const error = new Error(data.message || response.statusText);
    error.data = data;
    throw error;
  }
  return data;
}


// ---------------------------------------------------------------------------------------------
// Names, in the page's language.

function cardName(code) {
  const card = vocabulary.cards[code];
  return card ? card[language] : code;
}

function suitName(suit) {
  const named = vocabulary.suits[suit.toUpperCase()];
  return named ? named[language] : suit;
}

function bidName(code) {
  const names = current && current.bidNames;
  return names && names[code] ? names[code][language] : code;
}

function componentName(code) {
  const component = vocabulary.components[code];
  return component ? component[language] : code;
}

// A table has players (3 or 4); a deal has seats 0, 1, 2, at which the players the session's
// seating names sit (at a table of four the dealer sits out). The page only follows those names.
function playerName(player) {
  const occupant = current && current.table.players[player];
  return occupant && occupant.name ? occupant.name : words().player(player);
}

function seatName(seat) {
  const session = current && current.session;
  return session ? playerName(session.seating[seat]) : 'seat ' + seat;
}

/** A card as a picture; a button when it can be chosen. */
function cardElement(code, options) {
  const card = vocabulary.cards[code] || { hu: code, en: code, rank: 'ACE' };
  const classes = ['card', 'suit-' + SUIT_OF_LETTER[code[0]]].concat(options && options.classes || []).join(' ');
  const tag = options && options.onclick ? 'button' : 'span';
  const node = el(tag, { className: classes, 'data-card': code, title: card[language],
    onclick: options && options.onclick });
  node.append(cardPicture(code, card, language));
  return node;
}

function describe(action) {
  const a = words().action;
  switch (action.type) {
    case 'pass': return a.pass;
    case 'takeTalon': return a.takeTalon;
    case 'bid': return a.bid(bidName(action.bid)) + (action.discard === 'hidden' || (action.discard || []).length ? a.laidDown : '');
    case 'nameTrumps': return a.nameTrumps(suitName(action.suit));
    case 'giveUp': return a.giveUp;
    case 'declare': return a.declare(suitName(action.suit));
    case 'kontra': return a.kontra(componentName(action.component), action.against !== undefined ? seatName(action.against) : null);
    case 'play': return cardName(action.card);
    default: return action.type;
  }
}

// ---------------------------------------------------------------------------------------------
// The language switch, in the header: one language at a time, kept for the next visit.

function setLanguage(chosen) {
  language = chosen;
  localStorage.setItem('ulti.language', chosen);
  document.documentElement.lang = chosen;
  for (const button of document.querySelectorAll('[data-language]')) {
    button.setAttribute('aria-pressed', String(button.dataset.language === chosen));
  }
  if (connection.dataset.state) connection.textContent = words()[connection.dataset.state];
  if (vocabulary) route();
}

function languageSwitch() {
  const nav = document.getElementById('languages');
  nav.replaceChildren(el('span', { className: 'sr-only' }, 'Nyelv / Language'),
    ...[['hu', 'Magyar'], ['en', 'English']].map(([code, label]) => el('button', { id: 'lang-' + code,
      'data-language': code, lang: code, 'aria-pressed': String(code === language), onclick: () => setLanguage(code) }, label)));
}

function connectionState(state) {
  connection.dataset.state = state;
  connection.textContent = state ? words()[state] : '';
}

// ---------------------------------------------------------------------------------------------
// Routing: #/ is the lobby, #/t/<id> a table, #/cards the pack.

window.addEventListener('hashchange', route);

async function start() {
  document.body.prepend(suitSymbols());
  document.documentElement.lang = language;
  languageSwitch();
  try {
    vocabulary = await api('GET', '/api/vocabulary');
  } catch (e) {
    app.replaceChildren(el('p', { className: 'refusal' }, words().serverDown + e.message));
    return;
  }
  route();
}

function route() {
  const match = location.hash.match(/^#\/t\/([A-Za-z0-9_-]{1,32})$/);
  refusal = null;
  selected.clear();
  if (match) {
    if (current && current.table.id === match[1] && socketTable === match[1]) {
      render();
    } else {
      openTable(match[1]);
    }
    return;
  }
  closeSocket();
  current = null;
  for (const key of Object.keys(app.dataset)) delete app.dataset[key];
  if (location.hash === '#/cards') pack();
  else lobby();
}

// The 32 cards, by suit: for players who do not know the Hungarian pack yet.
function pack() {
  const codes = Object.keys(vocabulary.cards);
  app.replaceChildren(el('section', { id: 'pack' }, el('h2', {}, words().pack),
    ['ACORNS', 'LEAVES', 'HEARTS', 'BELLS'].map(suit => el('div', {},
      el('h3', {}, suitName(suit)),
      el('div', { className: 'cards' }, codes.filter(code => vocabulary.cards[code].suit === suit).map(code =>
        el('figure', { className: 'pack-card' }, cardElement(code), el('figcaption', {}, cardName(code)))))))));
}

// ---------------------------------------------------------------------------------------------
// The lobby: create a table, or join or watch one.

async function lobby() {
  const w = words();
  const name = el('input', { id: 'player-name', maxlength: 24, value: localStorage.getItem('ulti.name') || '', placeholder: w.name, required: true });
  const rules = el('select', { id: 'rules' }, vocabulary.rules.map(r => el('option', { value: r.id, selected: r.id === 'standard' }, r.id)));
  const counts = vocabulary.playerCounts || [3];
  const players = el('select', { id: 'player-count' }, counts.map(n => el('option', { value: n }, w.players(n))));
  const others = [1, 2, 3].map(player => el('select', { id: 'player-' + player + '-kind' },
    el('option', { value: 'bot' }, w.bot), el('option', { value: 'person' }, w.person)));
  const otherRows = others.map((select, i) => el('label', { className: 'row', 'data-other-player': i + 1 },
    el('span', {}, w.player(i + 1) + ':'), select));
  const showPlayers = () => otherRows.forEach((row, i) => { row.hidden = i + 1 >= Number(players.value); });
  players.addEventListener('change', showPlayers);
  showPlayers();
  const message = el('div');
  const create = el('button', { id: 'create-table', className: 'primary', onclick: async () => {
    localStorage.setItem('ulti.name', name.value.trim());
    try {
      const count = Number(players.value);
      const bots = [1, 2, 3].filter((player, i) => player < count && others[i].value === 'bot');
      const created = await api('POST', '/api/tables', { rules: rules.value, playerCount: count, name: name.value.trim(), player: 0, bots });
      remember(created.table.id, 0, created.token);
      location.hash = '#/t/' + created.table.id;
    } catch (e) {
      message.replaceChildren(el('p', { className: 'refusal' }, e.message));
    }
  } }, w.createTable);
  const list = el('div', {}, el('p', { className: 'muted' }, '…'));
  app.replaceChildren(
    el('section', {},
      el('h2', {}, w.newTable),
      el('label', {}, w.yourName + ' ', name),
      el('label', {}, w.rules + ' ', rules),
      el('label', {}, w.playerCount + ' ', players),
      el('div', { className: 'row' }, otherRows),
      create, message),
    el('section', {}, el('h2', {}, w.tables), list),
    el('p', {}, el('a', { href: '#/cards', id: 'pack-link' }, w.pack)));
  try {
    const lobbyData = await api('GET', '/api/tables');
    list.replaceChildren(lobbyData.tables.length === 0 ? el('p', { className: 'muted' }, w.noTables)
      : el('table', {}, el('tr', {}, el('th', {}, w.table), el('th', {}, w.rules), el('th', {}, w.playerCount), el('th', {}, '')),
        lobbyData.tables.map(t => el('tr', {},
          el('td', {}, t.id), el('td', {}, t.rules),
          el('td', {}, t.players.map((p, i) => i + ': ' + (p.kind === 'empty' ? w.free : p.name)).join(', ')),
          el('td', {}, el('a', { href: '#/t/' + t.id }, t.players.some(p => p.kind === 'empty') ? w.join : w.watch))))));
  } catch (e) {
    list.replaceChildren(el('p', { className: 'refusal' }, e.message));
  }
}

// ---------------------------------------------------------------------------------------------
// A table: the state comes over the WebSocket (and in every HTTP answer); commands go by HTTP.

async function openTable(id) {
  const mine = tokenOf(id);
  try {
    show(await api('GET', '/api/tables/' + id, undefined, mine && mine.token));
  } catch (e) {
    if (e.data && e.data.status === 401 && mine) {
      localStorage.removeItem('ulti.player.' + id);
      return openTable(id);
    }
    app.replaceChildren(el('section', {}, el('p', { className: 'refusal' }, e.message), el('a', { href: '#/' }, words().back)));
    return;
  }
  connect(id);
}

function connect(id) {
  closeSocket();
  socketTable = id;
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/api/tables/' + id + '/ws');
  socket = ws;
  ws.onopen = () => {
    retry = 0;
    const mine = tokenOf(id);
    ws.send(JSON.stringify(mine ? { type: 'hello', token: mine.token } : { type: 'hello' }));
    connectionState('live');
  };
  ws.onmessage = event => {
    const message = JSON.parse(event.data);
    if (message.type === 'state') show(message);
    else if (message.type === 'error') { refusal = message; render(); }
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    connectionState('reconnecting');
    retry = Math.min(retry + 1, 5);
    setTimeout(() => { if (socketTable === id && socket === ws) connect(id); }, 500 * retry);
  };
}

function closeSocket() {
  if (socket) {
    const old = socket;
    socket = null;
    old.close();
  }
  socketTable = null;
  connectionState('');
}

function show(message) {
  if (current && current.table.id === message.table.id && message.table.version < current.table.version) return;
  if (!current || current.table.version !== message.table.version || current.player !== message.player) refusal = null;
  if (current && current.table.seq !== message.table.seq) selected.clear();
  current = message;
  render();
}

async function command(path, body) {
  const mine = tokenOf(current.table.id);
  try {
    const answer = await api('POST', '/api/tables/' + current.table.id + path, body, mine && mine.token);
    if (path === '/leave') {
      // The place is the bot's now: this page watches from here on. The host's token stays: it
      // still closes the table.
      if (current.host) remember(current.table.id, null, mine.token);
      else localStorage.removeItem('ulti.player.' + current.table.id);
      current = null;
      openTable(answer.table.id);
      return;
    }
    show(answer);
  } catch (e) {
    refusal = e.data || { message: e.message };
    render();
  }
}

function act(action) {
  return command('/actions', { action, seq: current.table.seq });
}

start();
