// The page's words in Hungarian and English, one language at a time. The names of cards, suits,
// bids, components and broken rules come from the server (GET /api/vocabulary and each state's
// bidNames), in both languages; these are the page's own words around them.
(() => {
'use strict';

const WORDS = {
  hu: {
    language: 'Nyelv', newTable: 'Új asztal', yourName: 'Neved', name: 'Név', rules: 'Szabályok',
    playerCount: 'Létszám', players: n => n + ' játékos', player: n => n + '. játékos', bot: 'gép',
    person: 'ember (meghívott)', createTable: 'Asztal nyitása', tables: 'Asztalok', noTables: 'Még nincs asztal.',
    table: 'Asztal', join: 'Beülök', watch: 'Nézem', free: 'szabad', back: 'Vissza', pack: 'A kártya',
    serverDown: 'A szerver nem válaszol: ', live: 'élő', reconnecting: 'újrakapcsolódás…',
    status: { SEATING: 'várja a játékosokat', DEAL_IN_PROGRESS: 'osztás folyik', BETWEEN_DEALS: 'az osztás véget ért',
      SESSION_OVER: 'a játszma véget ért', CLOSED: 'bezárva' },
    dealNo: n => n + '. osztás', emptyPlace: 'szabad hely', you: 'te', cardsHeld: n => n + ' lap', dealer: 'osztó',
    declarer: 'felvevő', sitsOut: 'oszt, kimarad', declared: 'bemondta: ', watching: 'Nézőként látod az asztalt.',
    takePlace: 'Ülj le', sittingOut: 'Te osztasz, ezt az osztást kihagyod: azt látod, amit egy néző.',
    game: 'Játék', trumps: 'adu', noTrumps: 'adu nélkül', bidding: 'Licit', trickNo: n => n + '. ütés',
    lastTrick: 'előző ütés', takes: ' viszi', toAct: ' következik', kontras: 'kontrák', dealOver: 'Az osztás véget ért.',
    yourHand: n => 'Lapjaid (' + n + ')', chooseTwo: 'Válassz két lapot a talonba, majd licitálj.',
    talonLaid: 'Letett talon: ', pass: 'Passz', takeTalon: 'Felveszem a talont', makeBid: 'Licitálok',
    chooseTwoFirst: 'Előbb válassz két lapot.', cannotLay: 'Ezt a két lapot nem teheted le.',
    afterTalon: n => 'A talon felvétele után ' + n + ' licit lehetséges.', yourTurn: 'Te jössz',
    playACard: 'Te jössz: tegyél ki egy lapot.', orPlay: 'Vagy tegyél ki egy lapot.', settlement: 'Elszámolás',
    item: 'Játék', outcome: 'Eredmény', value: 'Érték', perDefender: 'Védőnként', won: 'nyert', lost: 'bukott',
    silent: ' (csendes)', payments: 'Fizetés', history: 'Történet', session: n => n + '. játszma', scores: 'állás',
    bid: 'Licit', total: 'Összesen', nextDealer: 'Következő osztó: ',
    endCalled: 'Piros ász oszt, nem oszt: a játszma a végéhez közeledik.', nextDeal: 'Következő osztás',
    newSession: 'Új játszma', callEnd: 'Piros ász oszt, nem oszt', botFor: n => 'Gép a(z) ' + n + '. játékos helyére',
    leave: 'Felállok (gép ül a helyemre)', close: 'Asztal bezárása', records: 'Jegyzőkönyv', invite: 'Meghívó: ',
    host: 'Te nyitottad ezt az asztalt.', refused: 'Elutasítva',
    action: {
      pass: 'passz', takeTalon: 'felveszi a talont', bid: b => 'licit: ' + b, laidDown: ' (két lapot letett)',
      nameTrumps: s => 'adu: ' + s, giveUp: 'bedobja', declare: s => 'bemondás: ' + s + ' király és felső',
      kontra: (c, against) => 'kontra: ' + c + (against ? ' (' + against + ' ellen)' : ''),
    },
  },
  en: {
    language: 'Language', newTable: 'New table', yourName: 'Your name', name: 'Name', rules: 'Rules',
    playerCount: 'Players', players: n => n + ' players', player: n => 'player ' + n, bot: 'bot',
    person: 'person (invited)', createTable: 'Open a table', tables: 'Tables', noTables: 'No tables yet.',
    table: 'Table', join: 'Join', watch: 'Watch', free: 'free', back: 'Back', pack: 'The pack',
    serverDown: 'The server does not answer: ', live: 'live', reconnecting: 'reconnecting…',
    status: { SEATING: 'waiting for players', DEAL_IN_PROGRESS: 'deal in progress', BETWEEN_DEALS: 'the deal is over',
      SESSION_OVER: 'the session is over', CLOSED: 'closed' },
    dealNo: n => 'deal ' + n, emptyPlace: 'empty place', you: 'you', cardsHeld: n => n + ' cards', dealer: 'dealer',
    declarer: 'declarer', sitsOut: 'deals, sits out', declared: 'declared: ', watching: 'You are watching this table.',
    takePlace: 'Take a place', sittingOut: 'You deal and sit this deal out: you see what a spectator sees.',
    game: 'Game', trumps: 'trumps', noTrumps: 'no trumps', bidding: 'Bidding', trickNo: n => 'trick ' + n,
    lastTrick: 'last trick', takes: ' takes it', toAct: ' to act', kontras: 'kontras', dealOver: 'The deal is over.',
    yourHand: n => 'Your hand (' + n + ')', chooseTwo: 'Choose two cards to lay down, then bid.',
    talonLaid: 'Laid down: ', pass: 'Pass', takeTalon: 'Take the talon', makeBid: 'Bid',
    chooseTwoFirst: 'Choose two cards to lay down first.', cannotLay: 'Those two cards cannot be laid down.',
    afterTalon: n => 'After taking the talon, ' + n + ' bids are possible.', yourTurn: 'Your turn',
    playACard: 'Your turn: play a card.', orPlay: 'Or play a card.', settlement: 'Settlement',
    item: 'Game', outcome: 'Outcome', value: 'Value', perDefender: 'Per defender', won: 'won', lost: 'lost',
    silent: ' (silent)', payments: 'Payments', history: 'History', session: n => 'Session ' + n, scores: 'scores',
    bid: 'Bid', total: 'Total', nextDealer: 'Next dealer: ',
    endCalled: 'The end has been called: the ace of hearts deals and does not deal.', nextDeal: 'Next deal',
    newSession: 'New session', callEnd: 'Call the end', botFor: n => 'Bot for player ' + n,
    leave: 'Leave my place to a bot', close: 'Close the table', records: 'Records', invite: 'Invite: ',
    host: 'You opened this table.', refused: 'Refused',
    action: {
      pass: 'pass', takeTalon: 'takes the talon', bid: b => 'bids ' + b, laidDown: ' (laid two cards down)',
      nameTrumps: s => 'trumps: ' + s, giveUp: 'gives up', declare: s => 'declares the marriage in ' + s,
      kontra: (c, against) => 'kontra: ' + c + (against ? ' (against ' + against + ')' : ''),
    },
  },
};

function initialLanguage() {
  const kept = localStorage.getItem('ulti.language');
  if (kept === 'hu' || kept === 'en') return kept;
  return (navigator.language || '').toLowerCase().startsWith('hu') ? 'hu' : 'en';
}

window.UltiWords = { WORDS, initialLanguage };
})();
