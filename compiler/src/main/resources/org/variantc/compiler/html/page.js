// The page's own script: draws the board and talks to the runtime (variantcRuntime.call), which
// holds the position and decides every rule. Text from the definition only ever goes into the
// page through textContent; innerHTML is used for our own SVG glyphs alone.
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('variant-data').textContent);
  var files = data.files, ranks = data.ranks;
  var runtime = null, state = null, startFen = null;
  var flipped = false, selected = null, dragFrom = null, started = false;
  var played = [];      // coordinate notation: what the runtime is told
  var playedSan = [];   // SAN: what the move list shows
  var gameFen = null;   // where the moves in the list began
  var lastThought = null;
  var squares = [];
  var thinking = null;
  var armyList = null;
  var opponentLabel = '';

  function el(id) { return document.getElementById(id); }
  function call(command, argument) {
    return JSON.parse(runtime.call(command, argument == null ? '' : String(argument)));
  }
  function squareName(sq) { return String.fromCharCode(97 + sq % files) + (Math.floor(sq / files) + 1); }
  function sideName(side) { return side === 0 ? 'White' : 'Black'; }
  function glyph(type, side) { return data.pieces[type].svg[side]; }

  function start() {
    if (started || !self.variantcRuntime) { return; }
    started = true;
    runtime = self.variantcRuntime;
    var first = call('load', data.tables);
    if (first.error) { showStatus('The rules could not be loaded: ' + first.error, true); return; }
    startFen = first.fen;
    gameFen = first.fen;
    opponentLabel = call('opponent').label;
    el('opponent-label').textContent = 'Opponent: ' + opponentLabel;
    buildBoard();
    wire();
    armyChooser();
    setState(first);
  }

  // ---- armies ----
  function armyChooser() {
    var list = call('armies');
    if (!list.armies) { return; }
    armyList = list.armies;
    ['army-white', 'army-black'].forEach(function (id, side) {
      var select = el(id);
      list.armies.forEach(function (army, i) {
        var option = document.createElement('option');
        option.value = String(i);
        option.textContent = (i + 1) + '. ' + army.code + (army.name ? ' — ' + army.name : '') + ' (' + army.betza + ')';
        select.appendChild(option);
      });
      select.value = String(side === 0 ? list.white : list.black);
    });
    el('army-start').addEventListener('click', function () {
      var answer = call('start', el('army-white').value + ',' + el('army-black').value);
      if (answer.error) { showStatus('Refused: ' + answer.error, false); return; }
      stopComputer();
      startFen = answer.fen;
      gameFen = answer.fen;
      played = [];
      playedSan = [];
      selected = null;
      setState(answer);
    });
    el('army-chooser').hidden = false;
  }

  // The chooser shows the pair being played, whichever way it was set (chooser, FEN, new game).
  function showArmies(field) {
    if (!armyList || !field) { return; }
    var codes = field.split('/');
    ['army-white', 'army-black'].forEach(function (id, side) {
      for (var i = 0; i < armyList.length; i++) {
        if (armyList[i].code === codes[side]) { el(id).value = String(i); }
      }
    });
  }

  // ---- the board ----
  function buildBoard() {
    var board = el('board');
    board.textContent = '';
    squares = [];
    for (var row = 0; row < ranks; row++) {
      var label = document.createElement('div');
      label.className = 'coord rank-label';
      board.appendChild(label);
      for (var col = 0; col < files; col++) {
        var div = document.createElement('div');
        div.className = 'square';
        div.addEventListener('pointerdown', onPointerDown);
        div.addEventListener('pointerenter', onHover);
        board.appendChild(div);
        squares.push(div);
      }
    }
    board.appendChild(document.createElement('div'));
    for (var f = 0; f < files; f++) {
      var fileLabel = document.createElement('div');
      fileLabel.className = 'coord file-label';
      board.appendChild(fileLabel);
    }
    layout();
  }

  // Which square each cell shows depends on the flip.
  function layout() {
    var rankLabels = el('board').querySelectorAll('.rank-label');
    var fileLabels = el('board').querySelectorAll('.file-label');
    for (var row = 0; row < ranks; row++) {
      var rank = flipped ? row : ranks - 1 - row;
      rankLabels[row].textContent = String(rank + 1);
      for (var col = 0; col < files; col++) {
        var file = flipped ? files - 1 - col : col;
        var sq = file + rank * files;
        var div = squares[row * files + col];
        div.dataset.sq = sq;
        div.dataset.square = squareName(sq);
      }
    }
    for (var c = 0; c < files; c++) {
      fileLabels[c].textContent = String.fromCharCode(97 + (flipped ? files - 1 - c : c));
    }
  }

  function cellOf(sq) {
    var file = sq % files, rank = Math.floor(sq / files);
    var row = flipped ? rank : ranks - 1 - rank;
    var col = flipped ? files - 1 - file : file;
    return squares[row * files + col];
  }

  function render() {
    var targets = currentTargets();
    for (var sq = 0; sq < files * ranks; sq++) {
      var div = cellOf(sq);
      var file = sq % files, rank = Math.floor(sq / files);
      var cls = 'square ' + ((file + rank) % 2 === 0 ? 'dark' : 'light');
      if (state.last && (state.last.from === sq || state.last.to === sq)) { cls += ' last'; }
      if (selected && selected.from === sq) { cls += ' selected'; }
      if (targets[sq]) { cls += ' target' + (targets[sq].capture ? ' capture' : ''); }
      var code = state.board[sq];
      if (code >= 0 && state.check && data.pieces[code >> 1].royal && (code & 1) === state.side) { cls += ' check'; }
      div.className = cls;
      var html = code < 0 ? '' : glyph(code >> 1, code & 1);
      if (div.dataset.html !== html) { div.innerHTML = html; div.dataset.html = html; }
      div.dataset.piece = code < 0 ? '' : (code & 1 ? data.pieces[code >> 1].id.toLowerCase() : data.pieces[code >> 1].id);
    }
    renderHands();
  }

  function renderHands() {
    var show = state.hands[0].concat(state.hands[1]).some(function (n) { return n > 0; }) || data.drops;
    var top = el('hand-top'), bottom = el('hand-bottom');
    top.textContent = ''; bottom.textContent = '';
    if (!show) { return; }
    [0, 1].forEach(function (side) {
      var box = (side === 1) !== flipped ? top : bottom;
      var label = document.createElement('span');
      label.className = 'note';
      label.textContent = sideName(side) + "'s hand:";
      box.appendChild(label);
      if (state.hands[side].every(function (n) { return n === 0; })) {
        var none = document.createElement('span');
        none.className = 'note';
        none.textContent = 'empty';
        box.appendChild(none);
      }
      state.hands[side].forEach(function (count, type) {
        if (count === 0) { return; }
        var button = document.createElement('button');
        button.type = 'button';
        button.dataset.hand = (side === 0 ? data.pieces[type].id : data.pieces[type].id.toLowerCase());
        button.innerHTML = glyph(type, side);
        var n = document.createElement('span');
        n.textContent = '×' + count;
        button.appendChild(n);
        button.disabled = side !== state.side || !humanToMove();
        if (selected && selected.drop === type && side === state.side) { button.className = 'selected'; }
        button.addEventListener('click', function () { selectDrop(type); });
        box.appendChild(button);
      });
    });
  }

  // ---- choosing a move ----
  function currentTargets() {
    var out = {};
    if (!selected) { return out; }
    state.moves.forEach(function (m) {
      if (matchesSelection(m)) {
        var t = out[m.to] || (out[m.to] = { capture: false });
        t.capture = t.capture || m.victims.length > 0;
      }
    });
    return out;
  }

  function matchesSelection(m) {
    if (!selected) { return false; }
    return selected.drop != null ? m.drop && m.type === selected.drop : !m.drop && m.from === selected.from;
  }

  function movesTo(sq) {
    return state.moves.filter(function (m) { return matchesSelection(m) && m.to === sq; });
  }

  function selectDrop(type) {
    if (!humanToMove()) { return; }
    selected = selected && selected.drop === type ? null : { drop: type };
    render();
  }

  function onPointerDown(event) {
    var sq = Number(event.currentTarget.dataset.sq);
    event.preventDefault();
    if (!humanToMove()) { return; }
    var moves = movesTo(sq);
    if (moves.length > 0) { choose(moves); return; }
    var code = state.board[sq];
    if (code >= 0 && (code & 1) === state.side) {
      selected = { from: sq };
      dragFrom = sq;
      showStatus(statusText(), false);
      render();
      return;
    }
    if (selected) { showStatus('Not a legal move.', false); }
    selected = null;
    render();
  }

  function onPointerUp(event) {
    if (dragFrom == null) { return; }
    var from = dragFrom;
    dragFrom = null;
    var under = document.elementFromPoint(event.clientX, event.clientY);
    var cell = under && under.closest ? under.closest('#board .square') : null;
    if (!cell || Number(cell.dataset.sq) === from || !selected || selected.from !== from) { return; }
    var moves = movesTo(Number(cell.dataset.sq));
    if (moves.length > 0) { choose(moves); } else { showStatus('Not a legal move.', false); selected = null; render(); }
  }

  function onHover(event) {
    squares.forEach(function (d) { d.classList.remove('victim'); });
    if (!selected) { return; }
    movesTo(Number(event.currentTarget.dataset.sq)).forEach(function (m) {
      m.victims.forEach(function (v) { if (v !== m.to) { cellOf(v).classList.add('victim'); } });
    });
  }

  // Several moves between the same squares: a promotion, a declined one, castling or a plain
  // step, captures taken or not. Ask which, each choice labelled with its SAN (a8=Q+), as the
  // move list will show it, and in words; the coordinate text is the button's tooltip.
  function choose(moves) {
    if (moves.length === 1) { play(moves[0].text); return; }
    var box = el('choice-options');
    box.textContent = '';
    el('choice-title').textContent = 'Choose the move:';
    var sans = call('san', moves.map(function (m) { return m.text; }).join(' '));
    moves.forEach(function (m, i) {
      var button = document.createElement('button');
      button.type = 'button';
      button.dataset.move = m.text;
      button.title = m.text;
      var picture = document.createElement('span');
      var label = document.createElement('span');
      if (m.promotion >= 0) {
        picture.innerHTML = glyph(m.promotion, state.side);
        label.textContent = data.pieces[m.promotion].name;
      } else if (m.declined) {
        picture.innerHTML = glyph(m.type, state.side);
        label.textContent = 'do not promote';
      } else if (m.castle) {
        label.textContent = 'castle';
      } else {
        label.textContent = m.victims.length ? 'capture ' + m.victims.map(squareName).join(' ') : 'plain move';
      }
      var text = document.createElement('code');
      text.className = 'choice-san';
      text.textContent = sans.san ? sans.san[i] : m.text;
      label.className = 'choice-name';
      button.setAttribute('aria-label', text.textContent + ' ' + label.textContent);
      button.appendChild(picture); button.appendChild(text); button.appendChild(label);
      button.addEventListener('click', function () { el('choice').hidden = true; play(m.text); });
      box.appendChild(button);
    });
    el('choice').hidden = false;
  }

  // ---- playing ----
  function play(text) {
    var answer = call('play', text);
    if (answer.error) { showStatus('Refused: ' + answer.error, false); return false; }
    played.push(text);
    playedSan.push(answer.san);
    selected = null;
    setState(answer);
    return true;
  }

  function setState(s) {
    state = s;
    el('fen-out').value = s.fen;
    showArmies(s.armies);
    renderMoves();
    render();
    showStatus(statusText(), s.result !== 'ONGOING');
    scheduleComputer();
  }

  // SAN, one numbered line per move as in PGN, counted from the FEN the game began at.
  function renderMoves() {
    var list = el('move-list');
    list.textContent = '';
    var fields = (gameFen || '').split(' ');
    var blackFirst = fields[1] === 'b';
    list.start = Math.max(1, parseInt(fields[5], 10) || 1);
    var li = null;
    for (var i = 0; i < playedSan.length; i++) {
      var white = (i % 2 === 0) !== blackFirst;
      if (white || li == null) {
        li = document.createElement('li');
        list.appendChild(li);
        if (!white) { li.appendChild(document.createTextNode('… ')); }
      }
      var move = document.createElement('span');
      move.className = 'san';
      move.textContent = playedSan[i];
      li.appendChild(move);
      if (white) { li.appendChild(document.createTextNode(' ')); }
    }
  }

  function statusText() {
    var winner = state.result === 'WHITE_WINS' ? 'White wins' : state.result === 'BLACK_WINS' ? 'Black wins' : 'draw';
    switch (state.reason) {
      case 'CHECKMATE': return 'Checkmate: ' + winner + '.';
      case 'STALEMATE': return 'Stalemate: ' + winner + '.';
      case 'GOAL': return 'Goal reached: ' + winner + '.';
      case 'MOVE_RULE': return 'Draw by the move rule.';
      case 'REPETITION': return 'Draw by repetition.';
    }
    return sideName(state.side) + ' to move' + (state.check ? ': check!' : '.');
  }

  function showStatus(text, over) {
    var status = el('status');
    status.textContent = text;
    status.className = over ? 'over' : '';
  }

  function computerSides() {
    var v = el('computer').value;
    return v === 'both' ? [0, 1] : v === 'none' ? [] : [Number(v)];
  }

  function humanToMove() {
    return state && state.result === 'ONGOING' && computerSides().indexOf(state.side) < 0 && thinking == null;
  }

  function scheduleComputer() {
    if (thinking != null || state.result !== 'ONGOING' || computerSides().indexOf(state.side) < 0) { return; }
    showStatus(sideName(state.side) + ' is thinking…', false);
    thinking = setTimeout(function () {
      thinking = null;
      var answer = call('think', el('strength').value);
      if (answer.error) { showStatus('The computer could not move: ' + answer.error, true); return; }
      lastThought = answer;
      el('opponent-label').textContent = 'Opponent: ' + opponentLabel + '. Its last move, ' + answer.san
          + ': depth ' + answer.depth + ', ' + answer.nodes + ' positions, score ' + answer.score + '.';
      play(answer.move);
    }, 60);
  }

  function stopComputer() {
    if (thinking != null) { clearTimeout(thinking); thinking = null; }
  }

  function undo() {
    stopComputer();
    var plies = computerSides().length === 1 && state.side === 1 - computerSides()[0] && played.length >= 2 ? 2 : 1;
    for (var i = 0; i < plies && played.length > 0; i++) {
      played.pop();
      playedSan.pop();
      state = call('undo');
    }
    selected = null;
    var keep = el('computer').value;
    el('computer').value = 'none';
    setState(state);
    el('computer').value = keep;
  }

  function loadFen(fen) {
    var answer = call('fen', fen);
    if (answer.error) { el('fen-error').textContent = answer.error; return false; }
    el('fen-error').textContent = '';
    stopComputer();
    played = [];
    playedSan = [];
    gameFen = answer.fen;
    selected = null;
    setState(answer);
    return true;
  }

  function wire() {
    document.addEventListener('pointerup', onPointerUp);
    el('new-game').addEventListener('click', function () { loadFen(startFen); });
    el('undo').addEventListener('click', undo);
    el('flip').addEventListener('click', function () { flipped = !flipped; layout(); squares.forEach(function (d) { d.dataset.html = ''; }); render(); });
    el('fen-load').addEventListener('click', function () { loadFen(el('fen-in').value); });
    el('computer').addEventListener('change', function () { selected = null; render(); scheduleComputer(); });
    el('choice-cancel').addEventListener('click', function () { el('choice').hidden = true; });
    Array.prototype.forEach.call(document.querySelectorAll('.legend-piece'), function (card) {
      card.addEventListener('click', function () { showDiagram(Number(card.dataset.type), null); });
      card.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { showDiagram(Number(card.dataset.type), null); } });
    });
  }

  // ---- the legend's move diagram ----
  function showDiagram(type, square) {
    var sq = square == null ? Math.floor(files / 2) + Math.floor(ranks / 2) * files : square;
    var moves = call('diagram', type + ',' + sq);
    if (moves.error) { return; }
    Array.prototype.forEach.call(document.querySelectorAll('.legend-piece'), function (card) {
      card.classList.toggle('selected', Number(card.dataset.type) === type);
    });
    var marks = {};
    moves.forEach(function (m) {
      var mark = m[2] === 2 || m[2] === 3 ? 'hop' : m[1] === 1 ? 'move' : m[1] === 2 ? 'capture' : 'dot';
      marks[m[0]] = marks[m[0]] && marks[m[0]] !== mark ? 'dot' : mark;
    });
    var box = el('diagram');
    box.style.setProperty('--files', files);
    box.style.setProperty('--ranks', ranks);
    box.textContent = '';
    for (var rank = ranks - 1; rank >= 0; rank--) {
      var label = document.createElement('div');
      label.className = 'coord';
      label.textContent = String(rank + 1);
      box.appendChild(label);
      for (var file = 0; file < files; file++) {
        var s = file + rank * files;
        var div = document.createElement('div');
        div.className = 'square ' + ((file + rank) % 2 === 0 ? 'dark' : 'light');
        if (marks[s]) { div.className += ' target mode-' + marks[s]; }
        if (s === sq) { div.innerHTML = glyph(type, 0); }
        div.dataset.sq = s;
        div.addEventListener('click', function (e) { showDiagram(type, Number(e.currentTarget.dataset.sq)); });
        box.appendChild(div);
      }
    }
    box.appendChild(document.createElement('div'));
    for (var f = 0; f < files; f++) {
      var fl = document.createElement('div');
      fl.className = 'coord';
      fl.textContent = String.fromCharCode(97 + f);
      box.appendChild(fl);
    }
    el('diagram-title').textContent = data.pieces[type].name + ' on ' + squareName(sq);
    el('diagram-box').hidden = false;
  }

  // For tests and for people at the console: read-only views and the FEN entry.
  self.variantcPage = {
    legalMoves: function () { return state.moves.map(function (m) { return m.text; }); },
    fen: function () { return state.fen; },
    played: function () { return played.slice(); },
    playedSan: function () { return playedSan.slice(); },
    lastThought: function () { return lastThought; },
    status: function () { return el('status').textContent; },
    loadFen: loadFen,
    startArmies: function (white, black) {
      el('army-white').value = String(white);
      el('army-black').value = String(black);
      el('army-start').click();
      return state.fen;
    }
  };

  variantcModule.main([], start);
  start();
})();
